import { Button, Group, NumberInput, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountWords, duesChangeError, MAX_DUES_AMOUNT, type DuesRow, type Message } from '@portal/domain';
import { translateSaid } from '../../../i18n/messages';
import { duesName } from '../../../i18n/names';
import '../english';

export interface DuesRowEditorProps {
  row: DuesRow;
  saving: boolean;
  onCancel: () => void;
  onSave: (amount: number, words: string) => void;
}

/**
 * A due being edited: amount and words (words follow the amount until the admin edits them); Save checks
 * the dues rules shared with the server (domain dues-update). Loaded on the first Edit (./dues-row.tsx): the number input
 * and the rules' zod schema are ~35 kB gzip the list itself does not need.
 */
export function DuesRowEditor({ row, saving, onCancel, onSave }: DuesRowEditorProps) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState<number | string>(row.dues);
  const [words, setWords] = useState(row.dues_desc);
  const [wordsEdited, setWordsEdited] = useState(false);
  const [error, setError] = useState<Message | null>(null);

  function changeAmount(v: number | string) {
    setAmount(v);
    setError(null);
    const n = typeof v === 'number' ? v : Number(v);
    if (!wordsEdited && v !== '' && Number.isInteger(n) && n >= 0 && n <= MAX_DUES_AMOUNT) setWords(amountWords(n));
  }

  function save() {
    const problem = duesChangeError(row, { new_dues: amount, new_dues_desc: words });
    if (problem) {
      setError(problem);
      return;
    }
    onSave(Number(amount), words.trim());
  }

  return (
    <Table.Tr>
      <Table.Td fw={600}>{row.req_snm}</Table.Td>
      <Table.Td>{duesName(row)}</Table.Td>
      <Table.Td>
        <NumberInput
          aria-label={t('dues.newDuesOf', { card: duesName(row) })}
          value={amount}
          onChange={changeAmount}
          allowDecimal={false}
          thousandSeparator=","
          hideControls
          autoFocus
          error={error ? true : undefined}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={t('dues.wordsOf', { card: duesName(row) })}
          value={words}
          onChange={(e) => {
            setWords(e.currentTarget.value);
            setWordsEdited(true);
            setError(null);
          }}
          error={error ? true : undefined}
        />
        {error ? (
          <Text size="xs" c="red" mt={4} role="alert">
            {translateSaid(error)}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button size="xs" onClick={save} loading={saving}>
            {t('common.save')}
          </Button>
          <Button size="xs" variant="default" onClick={onCancel} disabled={saving}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
