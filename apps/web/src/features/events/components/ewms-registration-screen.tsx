import { Alert, Badge, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import {
  cnicInput,
  EDUCATION_LEVELS,
  EDUCATION_PLACEHOLDER,
  EMPTY_REGISTRATION,
  formatDate,
  M,
  type Message,
  phoneInput,
  PORTAL_TITLE,
  REGISTRATION_FIELDS,
  REGISTRATION_MAX,
  registeredMessage,
  registrationErrors,
  type RegistrationField,
  RegistrationSchema,
} from '@portal/domain';
import { isApiError, messageOfError } from '../../../lib/api';
import { useTicketNumber } from '../api/get-ticket-number';
import { useRegisterAttendee } from '../api/register-attendee';
import { CityInput } from './city-input';
import { useTranslation } from 'react-i18next';
import { translateMessage, translateSaid } from '../../../i18n/messages';
import '../english';
import { educationLevel } from '../../../i18n/names';

type Values = Record<RegistrationField, string>;
type Touched = Partial<Record<RegistrationField, boolean>>;

/** How each input shapes what is typed (CNIC digits cut to 13; phone digits, leading 0, cut to 11). */
const SHAPE: Partial<Record<RegistrationField, (raw: string) => string>> = { CNIC: cnicInput, phoneNumber: phoneInput };

/**
 * /ewms-registration (public, no session). Every change re-validates the whole form with
 * the shared RegistrationSchema; a field shows its message once it has been changed or after Submit.
 */
export function EwmsRegistrationScreen() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState('');
  const ticket = useTicketNumber(chosen || undefined);
  const register = useRegisterAttendee();
  const openEvents = ticket.data?.events ?? [];
  /** Several events open: the visitor picks one before the form counts its tickets. */
  const mustChoose = openEvents.length > 1 && !chosen;
  const [values, setValues] = useState<Values>(EMPTY_REGISTRATION);
  const [touched, setTouched] = useState<Touched>({});
  const [result, setResult] = useState<{ ok: boolean; said: Message } | null>(null);
  /** Submit was pressed with several events open and none chosen: the event list says so. */
  const [eventMissing, setEventMissing] = useState(false);
  // Several events open and none chosen yet: the title names no event.
  const eventName = mustChoose ? t('event.chooseEvent') : (ticket.data?.event?.name ?? 'EWMS 2022');
  useDocumentTitle(`${eventName} Registration · ${PORTAL_TITLE}`);

  const errors = registrationErrors(values);
  const noTickets = ticket.isSuccess && !mustChoose && ticket.data.ticket_id == null;
  const offline = ticket.isError && isApiError(ticket.error) && ticket.error.status === 0;

  const set = (field: RegistrationField) => (raw: string) => {
    setValues((v) => ({ ...v, [field]: SHAPE[field] ? SHAPE[field](raw) : raw }));
    setTouched((t) => ({ ...t, [field]: true }));
    setResult(null);
  };
  const errorOf = (field: RegistrationField) => (touched[field] && errors[field] ? translateMessage(errors[field]) : undefined);

  function clear() {
    setValues(EMPTY_REGISTRATION);
    setTouched({});
    setResult(null);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = RegistrationSchema.safeParse(values);
    setEventMissing(mustChoose);
    if (!parsed.success || mustChoose) {
      setTouched(Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, true])));
      return;
    }
    try {
      const eventCode = chosen || ticket.data?.event?.code;
      const answer = await register.mutateAsync({ ...parsed.data, ...(eventCode ? { eventCode } : {}) });
      setResult({ ok: true, said: registeredMessage(answer.data) });
      setValues(EMPTY_REGISTRATION);
      setTouched({});
    } catch (err) {
      setResult({ ok: false, said: isApiError(err) && err.status !== 0 ? messageOfError(err, M.common.noConnection) : M.common.noConnection });
    }
  }

  return (
    <Paper component="form" onSubmit={submit} noValidate withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <Stack gap="md">
        <div>
          <Title order={1} size="h3">
            {t('event.registrationTitle', { event: eventName })}
          </Title>
          <Group gap="xs" mt={4}>
            <Text size="sm" c="dimmed">
              {t('event.registerOnce')}
            </Text>
            {ticket.isSuccess && !noTickets && !mustChoose ? (
              <Badge variant="light" color="teal">
                {t('event.ticketsLeft', { count: ticket.data.remaining })}
              </Badge>
            ) : null}
          </Group>
        </div>

        {openEvents.length > 1 ? (
          <NativeSelect
            label={t('event.chooseEvent')}
            required
            value={chosen}
            onChange={(e) => {
              setChosen(e.currentTarget.value);
              setEventMissing(false);
              setResult(null);
            }}
            error={eventMissing ? translateSaid(M.eventAdmin.chooseEvent) : undefined}
            data={[
              { value: '', label: t('event.chooseEventPlaceholder') },
              ...openEvents.map((ev) => ({ value: ev.code, label: [ev.name, ev.venue, ev.date ? formatDate(ev.date) : ''].filter(Boolean).join(' · ') })),
            ]}
          />
        ) : null}
        {result ? (
          <Alert color={result.ok ? 'green' : 'red'} variant="light" role={result.ok ? 'status' : 'alert'}>
            {translateSaid(result.said)}
          </Alert>
        ) : null}
        {noTickets && !result?.ok ? (
          <Alert color="orange" variant="light" role="alert">
            {translateSaid(M.common.noMoreTickets)}
          </Alert>
        ) : null}
        {offline ? (
          <Alert color="red" variant="light" role="alert">
            {translateSaid(M.common.noConnection)}
          </Alert>
        ) : null}

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label={t('event.fullName')}
            required
            autoComplete="name"
            maxLength={REGISTRATION_MAX.name}
            value={values.name}
            onChange={(e) => set('name')(e.currentTarget.value)}
            error={errorOf('name')}
          />
          <TextInput
            label={t('event.email')}
            required
            type="email"
            autoComplete="email"
            maxLength={REGISTRATION_MAX.email}
            value={values.email}
            onChange={(e) => set('email')(e.currentTarget.value)}
            error={errorOf('email')}
          />
          <TextInput
            label={t('event.cnic')}
            description={t('event.cnicHint')}
            required
            inputMode="numeric"
            value={values.CNIC}
            onChange={(e) => set('CNIC')(e.currentTarget.value)}
            error={errorOf('CNIC')}
          />
          <TextInput
            label={t('event.phone')}
            description={t('event.phoneHint')}
            required
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={values.phoneNumber}
            onChange={(e) => set('phoneNumber')(e.currentTarget.value)}
            error={errorOf('phoneNumber')}
          />
          <NativeSelect
            label={t('event.level')}
            required
            data={[
              { value: EDUCATION_PLACEHOLDER, label: t('event.selectPlaceholder') },
              ...EDUCATION_LEVELS.map((level) => ({ value: level, label: educationLevel(level) })),
            ]}
            value={values.levelofEducation}
            onChange={(e) => set('levelofEducation')(e.currentTarget.value)}
            error={errorOf('levelofEducation')}
          />
          <TextInput
            label={t('event.institution')}
            required
            autoComplete="organization"
            maxLength={REGISTRATION_MAX.institutionName}
            value={values.institutionName}
            onChange={(e) => set('institutionName')(e.currentTarget.value)}
            error={errorOf('institutionName')}
          />
          <CityInput value={values.city} onChange={set('city')} error={errorOf('city')} />
        </SimpleGrid>

        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={clear} disabled={register.isPending}>
            {t('event.clearFields')}
          </Button>
          {/* Submit stays pressable while anything is missing: pressing it shows what is. Only a sold-out event (said above) stops it. */}
          <Button type="submit" loading={register.isPending || ticket.isPending || ticket.isPlaceholderData} disabled={noTickets}>
            {t('event.submitForm')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
