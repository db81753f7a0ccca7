import { ID_CARD_MSG } from '@portal/domain';
import { type ChangeEvent, useState } from 'react';

/** The "Roll No" input of the data tools: its props, and the trimmed value or the "required" message. */
export function useRollNoField() {
  const [rollNo, setRollNo] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    /** The trimmed roll number; null (and the message shown) when empty. */
    take: () => {
      const r = rollNo.trim();
      if (!r) setError(ID_CARD_MSG.rollNoRequired);
      return r || null;
    },
    clear: () => setRollNo(''),
    inputProps: {
      label: 'Roll No',
      placeholder: 'e.g. 0012-BSCS-24',
      value: rollNo,
      error,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        setRollNo(e.currentTarget.value);
        setError(null);
      },
    },
  };
}
