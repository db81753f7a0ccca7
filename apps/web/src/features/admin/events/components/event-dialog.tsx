import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authorizeEvent, type EventDetail, EventCreateSchema, type EventPatch, EventPatchSchema, fromPktInput, M, TICKET_STOCK_RANGE, toPktInput } from '@portal/domain';
import { useSessionUser } from '../../../../lib/session';
import { translateSaid } from '../../../../i18n/messages';
import { changeEvent, createEvent, useEventChange } from '../api/admin-events';
import { type FieldMessages, messagesByField, type RefusalFields, useFieldErrors } from '../../components/field-errors';
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

const FIELDS = ['CODE', 'NAME', 'VENUE', 'EVENT_DATE', 'TICKET_STOCK', 'OPENS_AT', 'CLOSES_AT'] as const;
type Field = (typeof FIELDS)[number];
/** The server's refusals that are about one field. */
const REFUSALS: RefusalFields<Field> = {
  codes: { [M.eventAdmin.codeTaken.code]: 'CODE', [M.eventAdmin.stockBelowIssued(0).code]: 'TICKET_STOCK', [M.eventAdmin.closesBeforeOpens.code]: 'CLOSES_AT' },
};

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

/** The fields as the server takes them (its schema checks them here too, so each mistake shows under its field). */
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
  // The server's schema and policy, mirrored: each field's rule, the stock never below the tickets issued, the window in order.
  const parsed = event ? EventPatchSchema.safeParse(bodyOf(values)) : EventCreateSchema.safeParse({ CODE: values.CODE.trim(), ...bodyOf(values) });
  const problems: FieldMessages<Field> = messagesByField(parsed.error?.issues, FIELDS);
  const decision = event ? authorizeEvent(user, 'change', event, { patch: changedFields(valuesOf(event), values) }) : null;
  const errors = useFieldErrors(FIELDS, problems, REFUSALS);
  const create = useEventChange(createEvent, errors.refused);
  const change = useEventChange(changeEvent, errors.refused);
  const { reset: resetErrors } = errors;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a dialog opened again is a new form (resetErrors only sets state)
  useEffect(() => {
    if (!opened) return;
    setValues(event ? valuesOf(event) : EMPTY);
    resetErrors();
  }, [opened, event]);
  const set = (k: Field) => (v: string | number) => {
    errors.edited(k);
    setValues((old) => ({ ...old, [k]: v }));
  };
  const text = (k: Field) => (e: React.ChangeEvent<HTMLInputElement>) => set(k)(e.currentTarget.value);
  // The policy's refusals show at once, under their field (they follow from what the stored event already holds).
  const policyRefused = decision !== null && !decision.allowed;
  const policyKey = policyRefused ? decision.entry?.key : undefined;
  const policyField: Field | undefined = policyKey === 'stockBelowIssued' ? 'TICKET_STOCK' : policyKey === 'closesBeforeOpens' ? 'CLOSES_AT' : undefined;
  const field = (f: Field) => {
    const p = errors.props(f);
    return { ...p, error: p.error ?? (policyField === f && decision && !decision.allowed ? translateSaid(decision.message) : undefined) };
  };
  const submit = () => {
    if (!errors.ready() || policyRefused) return;
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
            {...field('CODE')}
          />
          <TextInput label={t('admin.name')} required value={values.NAME} onChange={text('NAME')} {...field('NAME')} />
          <TextInput label={t('adminEvents.venue')} required value={values.VENUE} onChange={text('VENUE')} {...field('VENUE')} />
          <TextInput label={t('adminEvents.eventDate')} type="date" required value={values.EVENT_DATE} onChange={text('EVENT_DATE')} {...field('EVENT_DATE')} />
          <NumberInput
            label={t('adminEvents.ticketStock')}
            required
            min={TICKET_STOCK_RANGE.min}
            max={TICKET_STOCK_RANGE.max}
            allowDecimal={false}
            description={event ? t('adminEvents.atLeastIssued', { n: event.TICKETS_ISSUED }) : undefined}
            {...field('TICKET_STOCK')}
            value={values.TICKET_STOCK}
            onChange={set('TICKET_STOCK')}
          />
          <div />
          <TextInput label={t('adminEvents.opens')} type="datetime-local" required value={values.OPENS_AT} onChange={text('OPENS_AT')} {...field('OPENS_AT')} />
          <TextInput
            label={t('adminEvents.closes')}
            type="datetime-local"
            required
            value={values.CLOSES_AT}
            onChange={text('CLOSES_AT')}
            {...field('CLOSES_AT')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={create.isPending || change.isPending} disabled={policyRefused}>
            {event ? t('common.save') : t('adminEvents.createEvent')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
