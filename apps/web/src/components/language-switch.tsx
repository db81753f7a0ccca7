import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../i18n/load-language';
import { isLang, LANG_LABELS, type Lang } from '../i18n/languages';
import { saveStudentLanguage } from '../i18n/save-student-language';
import { useLang } from '../i18n/use-lang';

/** "English" / "اردو": the language switch of the login page and the layouts (remembered in local storage). */
export function LanguageSwitch({ size = 'xs', fullWidth }: { size?: 'xs' | 'sm'; fullWidth?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const choose = (value: string) => {
    if (!isLang(value) || value === lang) return;
    void setLanguage(value).then(() => saveStudentLanguage(value));
  };
  return (
    <SegmentedControl
      size={size}
      fullWidth={fullWidth}
      value={lang}
      onChange={choose}
      aria-label={t('common.language')}
      data-testid="language-switch"
      data={(['en', 'ur'] as Lang[]).map((l) => ({ value: l, label: <span lang={l}>{LANG_LABELS[l]}</span> }))}
    />
  );
}
