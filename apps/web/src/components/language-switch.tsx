import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../i18n/load-language';
import { LANG_LABELS, type Lang } from '../i18n/languages';
import { saveStudentLanguage } from '../i18n/save-student-language';
import { useLang } from '../i18n/use-lang';
import classes from './language-switch.module.css';

const LANGS: Lang[] = ['en', 'ur'];

/**
 * "English" / "اردو": the language switch of the login page and the layouts (remembered in local storage).
 * Two native radio buttons drawn as a segmented control: the browser gives them their keys (arrows move
 * and choose) and their roles, and nothing is measured while the page first draws (Mantine's
 * SegmentedControl measures its indicator in an effect, a forced layout in the first screen's commit).
 */
export function LanguageSwitch({ size = 'xs', fullWidth }: { size?: 'xs' | 'sm'; fullWidth?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const name = useId();
  const choose = (value: Lang) => {
    if (value === lang) return;
    void setLanguage(value).then(() => saveStudentLanguage(value));
  };
  return (
    <div
      role="radiogroup"
      aria-label={t('common.language')}
      data-testid="language-switch"
      className={classes.root}
      data-size={size}
      data-full-width={fullWidth || undefined}
    >
      {LANGS.map((l) => (
        <label key={l} className={classes.option} data-active={l === lang || undefined}>
          <input type="radio" className={classes.input} name={name} value={l} checked={l === lang} onChange={() => choose(l)} />
          <span lang={l}>{LANG_LABELS[l]}</span>
        </label>
      ))}
    </div>
  );
}
