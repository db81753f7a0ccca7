import { build } from 'rolldown';
import type { Plugin } from 'vite';

/** The app's entry script as Vite writes it into the page. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * Puts the page's first-paint script (src/first-paint/first-paint.ts) inline in the built page, in
 * place of the app's entry script, which it loads itself (`data-entry`). Bundled on its own as a classic
 * script: it must run before the page is drawn, without a request. The server allows exactly this inline
 * script by its hash (apps/server/src/plugins/web.ts). The dev server keeps the plain entry script.
 */
export function firstPaintScript(source: string, pureModule: RegExp): Plugin {
  let code = '';
  return {
    name: 'portal-first-paint',
    apply: 'build',
    async buildStart() {
      const result = await build({
        input: source,
        write: false,
        treeshake: { moduleSideEffects: (id: string) => !pureModule.test(id) },
        output: { format: 'iife', minify: true },
      });
      code = result.output[0].code.trim();
      if (code.includes('</')) throw new Error('the first-paint script cannot be inline: it contains "</"');
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY_SCRIPT.exec(html);
        if (!entry) throw new Error('the first-paint script found no entry script in index.html');
        // A function, so that `$&` and the like in the script are not read as replacement patterns.
        return html.replace(entry[0], () => `<script data-entry="${entry[1]}">${code}</script>`);
      },
    },
  };
}
