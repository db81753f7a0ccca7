import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformHook, Plugin } from 'vite';
import { firstPaintScript } from './first-paint';

const source = path.join(import.meta.dirname, 'fixtures', 'first-paint-script.ts');
const page =
  '<head><script type="module" crossorigin src="/assets/index-Ab1.js"></script><link rel="stylesheet" href="/assets/index.css"></head><body><div id="root"></div></body>';

async function built(plugin: Plugin, html: string): Promise<string> {
  await (plugin.buildStart as () => Promise<void>).call({});
  const hook = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  return (await hook.handler.call({} as never, html, {} as never)) as string;
}

describe('firstPaintScript', () => {
  it("puts the bundled script inline in place of the entry script, with the entry's address, leaving the rest", async () => {
    const html = await built(firstPaintScript(source, /fixtures/), page);
    expect(html).not.toContain('type="module"');
    const script = /<script data-entry="\/assets\/index-Ab1\.js">([\s\S]*?)<\/script><link rel="stylesheet" href="\/assets\/index.css">/.exec(html)?.[1];
    // Bundled as a classic script, with `$&` and the like kept as written (not read as replacement patterns).
    expect(script).toMatch(/^\(function\(\)\{/);
    expect(script).toContain('$&');
    expect(script).toContain('first-paint fixture');
  });

  it('fails the build when the page has no entry script', async () => {
    await expect(built(firstPaintScript(source, /fixtures/), '<head></head>')).rejects.toThrow(/no entry script/);
  });
});
