import { useTranslation } from 'react-i18next';
import { isLang, type Lang } from './languages';

/** The current language; components re-render when it changes. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return isLang(i18n.language) ? i18n.language : 'en';
}
