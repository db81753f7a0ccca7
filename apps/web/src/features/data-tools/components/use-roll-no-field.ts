import { hasVisibleText, ID_CARD_MSG } from '@portal/domain';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/messages';
import '../english';

/** The "Roll No" input of the data tools: its props, and the trimmed value or the "required" message. */
export function useRollNoField() {
  const { t } = useTranslation();
  const [rollNo, setRollNo] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    /** The trimmed roll number; null (and the message shown) when empty. */
    take: () => {
      const r = rollNo.trim();
      if (!hasVisibleText(r)) setError(ID_CARD_MSG.rollNoRequired);
      return hasVisibleText(r) ? r : null;
    },
    clear: () => setRollNo(''),
    inputProps: {
      label: t('dataTools.rollNo'),
      placeholder: t('dataTools.rollNoPlaceholder'),
      value: rollNo,
      error: error && translateMessage(error),
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        setRollNo(e.currentTarget.value);
        setError(null);
      },
    },
  };
}
