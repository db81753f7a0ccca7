import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authorizeEvent, type EventDetail, type EventPatch, fromPktInput, inWholeRange, M, TICKET_STOCK_RANGE, toPktInput } from '@portal/domain';
import { useSessionUser } from '../../../../lib/session';
import { translateMessage, translateSaid } from '../../../../i18n/messages';
import { changeEvent, createEvent, useEventChange } from '../api/admin-events';
import '../../english';

interface Values {
  CODE: string;
  NAME: string;
  VENUE: string;
  EVENT_DATE: string;
  TICKET_STOCK: number | string;
  OPENS_AT: string;
  CLOSES_AT: string;
}

const EMPTY: Values = { CODE: '', NAME: '', VENUE: '', EVENT_DATE: '', TICKET_STOCK: '', OPENS_AT: '', CLOSES_AT: '' };
const valuesOf = (e: EventDetail): Values => ({
  CODE: e.CODE,
  NAME: e.NAME,
  VENUE: e.VENUE,
  EVENT_DATE: e.EVENT_DATE ?? '',
  TICKET_STOCK: e.TICKET_STOCK,
  OPENS_AT: toPktInput(e.OPENS_AT),
  CLOSES_AT: toPktInput(e.CLOSES_AT),
});

/** The fields as the server takes them (its rules answer any mistake, shown as the toast). */
const bodyOf = (v: Values) => ({
  NAME: v.NAME,
  VENUE: v.VENUE,
  EVENT_DATE: v.EVENT_DATE,
  TICKET_STOCK: typeof v.TICKET_STOCK === 'number' ? v.TICKET_STOCK : Number.NaN,
  OPENS_AT: fromPktInput(v.OPENS_AT),
  CLOSES_AT: fromPktInput(v.CLOSES_AT),
});

/** Only what was changed (the server refuses an empty change). */
function changedFields(before: Values, after: Values): EventPatch {
  const b = bodyOf(before);
  const a = bodyOf(after);
  return Object.fromEntries(
    Object.entries(a).filter(([k, v]) => v !== b[k as keyof typeof b] && !(Number.isNaN(v) && Number.isNaN(b[k as keyof typeof b]))),
  ) as EventPatch;
}

/** Creates an event (`event` null) or changes one; times are Pakistan time. */
export function EventDialog({ opened, event, onClose }: { opened: boolean; event: EventDetail | null; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [values, setValues] = useState<Values>(EMPTY);
  const create = useEventChange(createEvent);
  const change = useEventChange(changeEvent);
  useEffect(() => {
    if (opened) setValues(event ? valuesOf(event) : EMPTY);
  }, [opened, event]);
  const set = (k: keyof Values) => (v: string | number) => setValues((old) => ({ ...old, [k]: v }));
  const text = (k: keyof Values) => (e: React.ChangeEvent<HTMLInputElement>) => set(k)(e.currentTarget.value);
  // The server's policy, mirrored: the stock never below the tickets issued, the window in order.
  const decision = event ? authorizeEvent(user, 'change', event, { patch: changedFields(valuesOf(event), values) }) : null;
  const refusal = decision && !decision.allowed ? decision : null;
  const fieldError = (key: 'stockBelowIssued' | 'closesBeforeOpens') =>
    refusal?.entry?.key === key ? translateMessage(refusal.message.text, refusal.message.code, refusal.message.args) : undefined;
  // A stock outside its range is said under the field; what was typed stays as typed.
  const stockOutOfRange = !inWholeRange(values.TICKET_STOCK, TICKET_STOCK_RANGE);
  const submit = () => {
    if (event) change.mutate({ code: event.CODE, patch: changedFields(valuesOf(event), values) }, { onSuccess: onClose });
    else create.mutate({ CODE: values.CODE.trim(), ...bodyOf(values) }, { onSuccess: onClose });
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={event ? t('adminAcademics.changeNamed', { name: event.NAME }) : t('adminEvents.newEvent')}
      size="lg"
      centered
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('adminEvents.code')}
            required
            disabled={!!event}
            description={t('adminEvents.codeRule')}
            value={values.CODE}
            onChange={text('CODE')}
          />
          <TextInput label={t('admin.name')} required value={values.NAME} onChange={text('NAME')} />
          <TextInput label={t('adminEvents.venue')} required value={values.VENUE} onChange={text('VENUE')} />
          <TextInput label={t('adminEvents.eventDate')} type="date" required value={values.EVENT_DATE} onChange={text('EVENT_DATE')} />
          <NumberInput
            label={t('adminEvents.ticketStock')}
            required
            min={TICKET_STOCK_RANGE.min}
            max={TICKET_STOCK_RANGE.max}
            allowDecimal={false}
            description={event ? t('adminEvents.atLeastIssued', { n: event.TICKETS_ISSUED }) : undefined}
            error={stockOutOfRange ? translateSaid(M.eventAdmin.stockRange) : fieldError('stockBelowIssued')}
            value={values.TICKET_STOCK}
            onChange={set('TICKET_STOCK')}
          />
          <div />
          <TextInput label={t('adminEvents.opens')} type="datetime-local" required value={values.OPENS_AT} onChange={text('OPENS_AT')} />
          <TextInput
            label={t('adminEvents.closes')}
            type="datetime-local"
            required
            value={values.CLOSES_AT}
            onChange={text('CLOSES_AT')}
            error={fieldError('closesBeforeOpens')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={create.isPending || change.isPending} disabled={refusal !== null || stockOutOfRange}>
            {event ? t('common.save') : t('adminEvents.createEvent')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
