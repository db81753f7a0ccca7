/// <reference types="vite/client" />

/** Root package.json version, injected by vite `define`. */
declare const __APP_VERSION__: string;
