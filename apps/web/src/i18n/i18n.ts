import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

/** The portal's i18next instance: English is bundled; Urdu is added when chosen (./load-language). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  initAsync: false,
  interpolation: { escapeValue: false },
  // Keys are never namespaced; a ':' in an English fallback key (a title) must not split it.
  nsSeparator: false,
  react: { useSuspense: false },
});
