import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enStart } from './en-start';

/**
 * The portal's i18next instance: English starts with the login page's texts (./en-start.ts), the rest
 * is added with the screens past it (app/screen-providers.tsx); Urdu is added when chosen (./load-language).
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: enStart } },
  initAsync: false,
  interpolation: { escapeValue: false },
  // Keys are never namespaced; a ':' in an English fallback key (a title) must not split it.
  nsSeparator: false,
  react: { useSuspense: false },
});
