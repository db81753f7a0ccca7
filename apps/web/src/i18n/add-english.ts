import { i18n } from './i18n';

/** Adds English texts to the catalogue in use (an area's part: ./en-areas, loaded with its screens). */
export function addEnglish(texts: object): void {
  i18n.addResourceBundle('en', 'translation', texts, true, false);
}
