/** The portal's languages: English, and Urdu written right to left. */
export type Lang = 'en' | 'ur';

/** Local storage key of the chosen language; its value is 'en' or 'ur'. */
export const LANG_STORAGE_KEY = 'portal.lang';

/** The switch's labels, each in its own language. */
export const LANG_LABELS: Record<Lang, string> = { en: 'English', ur: 'اردو' };

export const dirOf = (lang: Lang): 'ltr' | 'rtl' => (lang === 'ur' ? 'rtl' : 'ltr');

export const isLang = (v: unknown): v is Lang => v === 'en' || v === 'ur';

export function readStoredLang(): Lang {
  try {
    const v = window.localStorage.getItem(LANG_STORAGE_KEY);
    return isLang(v) ? v : 'en';
  } catch {
    return 'en';
  }
}

export function storeLang(lang: Lang): void {
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
}

/** `<html lang dir>` follow the language (screen readers, the browser's own RTL layout). */
export function applyDocumentLang(lang: Lang): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = dirOf(lang);
}
