import { DirectionProvider, useDirection } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dirOf, isLang, readStoredLang } from './languages';

/** Mantine's direction follows the language (Urdu: right to left). */
function DirectionSync() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  const lang = i18n.language;
  useEffect(() => {
    if (isLang(lang)) setDirection(dirOf(lang));
  }, [lang, setDirection]);
  return null;
}

/** Right-to-left for Urdu, through Mantine's DirectionProvider; mounted once in app/providers. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return (
    <DirectionProvider initialDirection={dirOf(readStoredLang())} detectDirection={false}>
      <DirectionSync />
      {children}
    </DirectionProvider>
  );
}
