import { i18n } from './i18n';
import { installFixedCodes } from './messages';
import { setUrduData } from './urdu-data';
import { applyDocumentLang, readStoredLang, storeLang, type Lang } from './languages';

/** Urdu's catalogue, font and date names load only when Urdu is chosen (English users never fetch them). */
async function loadUrdu(): Promise<void> {
  if (i18n.hasResourceBundle('ur', 'translation')) return;
  const [{ ur }, { messageTree }, { codeOfFixedText }, urduTables] = await Promise.all([
    import('./ur'),
    import('./message-tree'),
    import('@portal/domain/message-catalogues'),
    import('@portal/domain/languages'),
    import('@fontsource/noto-naskh-arabic/arabic-400.css'),
    import('@fontsource/noto-naskh-arabic/arabic-700.css'),
    import('./urdu-font.css'),
    import('dayjs/locale/ur'),
  ]);
  // English's `msg` section (the domain's messages) is Urdu's fallback; English itself never reads it.
  i18n.addResourceBundle('en', 'translation', { msg: messageTree() }, true, false);
  installFixedCodes(codeOfFixedText);
  setUrduData(urduTables);
  i18n.addResourceBundle('ur', 'translation', ur, true, true);
}

let pending: Promise<void> = Promise.resolve();

/** Switches the language: loads it, then texts, `<html lang dir>`, dayjs and local storage follow. */
export function setLanguage(lang: Lang): Promise<void> {
  pending = pending
    .catch(() => undefined)
    .then(async () => {
      if (lang === 'ur') await loadUrdu();
      // dayjs (date names) loads here and with the screens that show dates, not with the login page.
      (await import('dayjs')).default.locale(lang);
      applyDocumentLang(lang);
      storeLang(lang);
      await i18n.changeLanguage(lang);
    });
  return pending;
}

/** At start: the stored language's direction at once (no left-to-right flash), its texts as soon as loaded. */
export function startLanguage(): void {
  const lang = readStoredLang();
  applyDocumentLang(lang);
  if (lang !== 'en') void setLanguage(lang);
}
