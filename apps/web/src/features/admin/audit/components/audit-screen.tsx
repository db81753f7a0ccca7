import { SimpleGrid, Text, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditRow, ListParams } from '@portal/domain';
import { ExportButtons } from '../../../../components/export-buttons';
import { PagedList, type PagedListColumn } from '../../../../components/paged-list';
import { PageTitle } from '../../../../components/page-title';
import { formatDateTime } from '../../../../lib/format-time';
import { useDepartments } from '../../academics/api/academics';
import { type AuditFilters, auditKey, auditSearchOf, exportAudit, searchAudit } from '../api/search-audit';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, auditActionWords, entityWords } from '../audit-names';
import '../../english';

type Days = { from: string; to: string };

// The date input (its calendar and dayjs) loads just after the screen: the list shows without waiting for it.
const IsoDateInput = lazy(() => import('../../../../components/iso-date-input').then((m) => ({ default: m.IsoDateInput })));
// So do the changes' words (the fields' table and the raw data): the rows come after the screen anyway.
const AuditChangeList = lazy(() => import('./audit-change-list').then((m) => ({ default: m.AuditChangeList })));
const DayLoading = ({ label }: { label: string }) => <TextInput label={label} placeholder="YYYY-MM-DD" readOnly />;

/** A filter's choices in words, in the order of the words. */
const choices = (values: readonly string[], words: (v: string) => string) =>
  values.map((value) => ({ value, label: words(value) })).sort((a, b) => a.label.localeCompare(b.label));

function columnsWith(t: TFunction, officeById: (id: number) => string | undefined): PagedListColumn<AuditRow>[] {
  return [
    { accessor: 'AT', title: t('adminAudit.when'), width: 110, render: (r) => formatDateTime(r.AT) },
    { accessor: 'ACTOR_NAME', title: t('adminAudit.whoUsername'), filterable: true, render: (r) => <bdi>{r.ACTOR_NAME}</bdi> },
    {
      accessor: 'ENTITY',
      title: t('adminAudit.what'),
      filterOptions: choices(AUDIT_ENTITIES, (e) => entityWords(e, t)),
      render: (r) => entityWords(r.ENTITY, t),
    },
    { accessor: 'ENTITY_ID', title: t('adminAudit.record'), filterable: true, identifier: true, render: (r) => <bdi>{r.ENTITY_ID}</bdi> },
    {
      accessor: 'ACTION',
      title: t('adminAudit.action'),
      filterOptions: choices(AUDIT_ACTIONS, (a) => auditActionWords(a, t)),
      render: (r) => auditActionWords(r.ACTION, t),
    },
    {
      accessor: 'CHANGE',
      title: t('adminAudit.change'),
      width: 360,
      csv: false,
      render: (r) => (
        <Suspense fallback={null}>
          <AuditChangeList row={r} officeById={officeById} />
        </Suspense>
      ),
    },
  ];
}

/**
 * /admin/audit: every audited change of the portal, newest first, paged and searched on the server like
 * every other list: the column filters (who, what, which record, what was done) and the day range apply as
 * they are typed or chosen. Each change reads in words; its raw data folds out. CSV and .xlsx export.
 */
export function AuditScreen() {
  const { t } = useTranslation();
  const departments = useDepartments();
  const [typed, setTyped] = useState<Days>({ from: '', to: '' });
  // A last day before the first matches nothing: the list keeps the range before it, and says why.
  const backwards = !!typed.from && !!typed.to && typed.from > typed.to;
  const [days, setDays] = useState<Days>(typed);
  if (!backwards && (days.from !== typed.from || days.to !== typed.to)) setDays(typed);
  // The search the list last asked for: what the export exports.
  const shown = useRef<AuditFilters>({});
  const officeById = useMemo(() => {
    const names = new Map((departments.data ?? []).map((d) => [d.D_ID, d.D_NM]));
    return (id: number) => names.get(id);
  }, [departments.data]);
  const columns = useMemo(() => columnsWith(t, officeById), [t, officeById]);
  const fetchPage = useCallback(
    (params: ListParams) => {
      const search = auditSearchOf(params, days);
      shown.current = search;
      return searchAudit(search, params);
    },
    [days],
  );
  return (
    <>
      <PageTitle actions={<ExportButtons exportAs={(format) => exportAudit(shown.current, format)} />}>{t('admin.audit')}</PageTitle>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xs" mb="xs">
        <Suspense fallback={<DayLoading label={t('adminAudit.from')} />}>
          <IsoDateInput label={t('adminAudit.from')} value={typed.from} onChange={(from) => setTyped((d) => ({ ...d, from }))} />
        </Suspense>
        <Suspense fallback={<DayLoading label={t('adminAudit.to')} />}>
          <IsoDateInput label={t('adminAudit.to')} value={typed.to} onChange={(to) => setTyped((d) => ({ ...d, to }))} />
        </Suspense>
      </SimpleGrid>
      {backwards ? (
        <Text c="red" size="sm" mb="xs" role="alert">
          {t('adminAudit.toBeforeFrom')}
        </Text>
      ) : null}
      <PagedList<AuditRow>
        queryKey={[...auditKey, days]}
        fetchPage={fetchPage}
        columns={columns}
        rowKey="ID"
        totalLabel={t('adminAudit.total')}
        emptyText={t('adminAudit.noMatch')}
      />
    </>
  );
}
