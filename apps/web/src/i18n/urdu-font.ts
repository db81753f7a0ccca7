/** Urdu's font: Noto Naskh Arabic, shipped with the app (@fontsource, Arabic subset), fetched only when Urdu is shown. */
export const URDU_FONT_FAMILY = '"Noto Naskh Arabic", system-ui, sans-serif';

/** Loads the font's faces (as choosing Urdu does, ./load-language.ts) for Urdu text shown in an English screen (an old notification). */
export const loadUrduFont = () => Promise.all([import('@fontsource/noto-naskh-arabic/arabic-400.css'), import('@fontsource/noto-naskh-arabic/arabic-700.css')]);
