// Issue 14: the Content-Security-Policy forbids eval. zod 4 compiles fast parsers with `new Function`
// unless told not to, and its probe alone is reported as a violation; this runs before any module (a deferred
// script runs in document order with the module scripts after it, index.html), so
// every schema is built without it (zod reads `globalThis.__zod_globalConfig` when it loads).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
