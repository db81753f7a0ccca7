import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { offlineFiles, serviceWorkerSource } from './verify-card-offline.ts';

/** A chunk of a fake bundle: its file, the modules in it, what it imports now and later. */
const chunk = (fileName: string, o: { modules?: string[]; imports?: string[]; lazy?: string[]; css?: string[]; assets?: string[]; entry?: boolean } = {}) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: o.entry ?? false,
  moduleIds: o.modules ?? [],
  imports: o.imports ?? [],
  dynamicImports: o.lazy ?? [],
  viteMetadata: { importedCss: new Set(o.css ?? []), importedAssets: new Set(o.assets ?? []) },
});

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', { entry: true, imports: ['assets/react.js'], lazy: ['assets/staff-screen.js', 'assets/verify.js', 'assets/providers.js', 'assets/full-styles.js'], css: ['assets/index.css'] }),
    chunk('assets/react.js'),
    chunk('assets/staff-screen.js', { modules: ['/src/features/id-cards/components/list.tsx'], imports: ['assets/datatable.js'] }),
    chunk('assets/datatable.js'),
    chunk('assets/verify.js', { modules: ['/w/apps/web/src/features/cards/components/verify-card-screen.tsx'], imports: ['assets/react.js'], lazy: ['assets/jose.js', 'assets/ponyfill.js'] }),
    chunk('assets/jose.js'),
    chunk('assets/ponyfill.js', { assets: ['assets/zxing_reader.wasm'] }),
    chunk('assets/providers.js', { modules: ['/w/apps/web/src/app/screen-providers.tsx'] }),
    chunk('assets/full-styles.js', { modules: ['/w/apps/web/src/app/full-styles.ts'], css: ['assets/full.css'] }),
  ].map((c) => [c.fileName, c]),
) as unknown as OutputBundle;

describe("the verifier's offline files", () => {
  it("are the entry with its imports, and the verifier's screen with all it loads later (signature check, QR decoder, its WebAssembly)", () => {
    expect(offlineFiles(bundle)).toEqual(
      [
        'assets/index.js',
        'assets/index.css',
        'assets/react.js',
        'assets/verify.js',
        'assets/jose.js',
        'assets/ponyfill.js',
        'assets/zxing_reader.wasm',
        'assets/providers.js',
        'assets/full-styles.js',
        'assets/full.css',
      ].sort(),
    );
  });

  it("leave out other screens' code", () => {
    expect(offlineFiles(bundle)).not.toContain('assets/staff-screen.js');
    expect(offlineFiles(bundle)).not.toContain('assets/datatable.js');
  });

  it("are what the service worker stores when installed, under a cache named by the list's version", () => {
    const source = serviceWorkerSource(['/assets/index.js'], 'abc123');
    expect(source).toContain("const CACHE = 'verify-card-abc123';");
    expect(source).toContain('const PRECACHE = ["/assets/index.js"];');
    expect(source).toContain('const KEYS = "/api/cards/keys";');
    // It parses as a script.
    expect(() => new Function(source)).not.toThrow();
  });
});
