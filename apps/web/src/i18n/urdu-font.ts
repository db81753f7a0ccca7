/**
 * Urdu's font: Noto Naskh Arabic, shipped with the app (@fontsource, Arabic subset). Its faces are declared in the
 * first style sheet (main.tsx); the browser fetches the font only when text in it is drawn.
 */
export const URDU_FONT_FAMILY = '"Noto Naskh Arabic", system-ui, sans-serif';
