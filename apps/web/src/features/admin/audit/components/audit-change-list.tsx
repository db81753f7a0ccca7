import { Code, Stack, Text } from '@mantine/core';
import type { AuditRow } from '@portal/domain';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuditChange, type AuditWords, auditChanges } from '../audit-words';
import '../../english';

const RAW = { whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;
const json = (v: unknown) => (v == null ? '—' : JSON.stringify(v, null, 1));

/** One field: "Status: Pending → Approved"; a field made or deleted with the entry shows its one value. */
function ChangeLine({ change, arrow }: { change: AuditChange; arrow: string }) {
  const both = change.from !== undefined && change.to !== undefined;
  return (
    <li>
      <Text span fw={600} size="sm">
        {change.label}
      </Text>
      <Text span size="sm">
        {': '}
        {both ? (
          <>
            <bdi>{change.from}</bdi> {arrow} <bdi>{change.to}</bdi>
          </>
        ) : (
          <bdi>{change.from ?? change.to}</bdi>
        )}
      </Text>
    </li>
  );
}

/**
 * An audit entry's change as the administrator reads it: each changed field in words, codes as names. The
 * raw before and after, as the log keeps them, fold out under "Show raw" for whoever needs the data itself.
 */
export function AuditChangeList({ row, officeById }: { row: Pick<AuditRow, 'ENTITY' | 'BEFORE' | 'AFTER'>; officeById: AuditWords['officeById'] }) {
  const { t } = useTranslation();
  const changes = auditChanges(row, { t, officeById });
  return (
    <Stack gap={4}>
      {changes.length ? (
        <ul style={{ margin: 0, paddingInlineStart: '1.1em' }} aria-label={t('adminAudit.change')}>
          {changes.map((c) => (
            <ChangeLine key={c.key} change={c} arrow={t('adminAudit.arrow')} />
          ))}
        </ul>
      ) : (
        <Text size="sm" c="dimmed">
          {t('adminAudit.noVisibleChange')}
        </Text>
      )}
      <details>
        <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-xs)' }}>{t('adminAudit.showRaw')}</summary>
        {(
          [
            ['adminAudit.before', row.BEFORE],
            ['adminAudit.after', row.AFTER],
          ] as const
        ).map(([label, value]) => (
          <Fragment key={label}>
            <Text size="xs" fw={600} mt={4}>
              {t(label)}
            </Text>
            <Code block dir="ltr" style={RAW}>
              {json(value)}
            </Code>
          </Fragment>
        ))}
      </details>
    </Stack>
  );
}
