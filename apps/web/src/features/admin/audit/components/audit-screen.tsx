import { Button, Code, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@portal/domain';
import { ExportButtons } from '../../../../components/export-buttons';
import { PageTitle } from '../../../../components/page-title';
import { formatNumber } from '../../../../lib/format';
import { formatDateTime } from '../../../../lib/format-time';
import { type AuditFilters, exportAudit, useAuditSearch } from '../api/search-audit';
import { AdminTable } from '../../components/admin-table';
import { Pager } from '../../components/pager';
import '../../english';

const EMPTY: AuditFilters = { actor: '', entity: '', entityId: '', action: '', from: '', to: '' };
const json = (v: unknown) => (v == null ? '' : JSON.stringify(v));
const JSON_BLOCK = { whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;

/** /admin/audit: every audited change of the portal, newest first, searched and paged on the server; CSV export. */
export function AuditScreen() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<AuditFilters>(EMPTY);
  const [filters, setFilters] = useState<AuditFilters>(EMPTY);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const search = useAuditSearch(filters, page, pageSize);
  const set = (k: keyof AuditFilters) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setTyped((f) => ({ ...f, [k]: value }));
  };
  const clear = () => {
    setTyped(EMPTY);
    setFilters(EMPTY);
    setPage(1);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilters(typed);
    setPage(1);
  };
  const rows = search.data?.rows ?? [];
  const total = search.data?.total ?? 0;
  const more = search.data?.totalIsEstimate || page * pageSize < total;
  const shown = total
    ? t('adminAudit.shown', {
        from: (page - 1) * pageSize + 1,
        to: (page - 1) * pageSize + rows.length,
        total: `${formatNumber(total)}${search.data?.totalIsEstimate ? '+' : ''}`,
      })
    : '';
  return (
    <>
      <PageTitle
        actions={
          <ExportButtons exportAs={(format) => exportAudit(filters, format)} />
        }
      >
        {t('admin.audit')}
      </PageTitle>
      <form onSubmit={submit} aria-label={t('adminAudit.searchTheAudit')}>
        <SimpleGrid cols={{ base: 1, sm: 3, lg: 6 }} mb="sm">
          <TextInput label={t('adminAudit.actor')} description={t('adminAudit.actorHint')} value={typed.actor} onChange={set('actor')} />
          <TextInput label={t('adminAudit.entity')} description={t('adminAudit.entityHint')} value={typed.entity} onChange={set('entity')} />
          <TextInput label={t('adminAudit.record')} description={t('adminAudit.recordHint')} value={typed.entityId} onChange={set('entityId')} />
          <TextInput label={t('adminAudit.action')} description={t('adminAudit.actionHint')} value={typed.action} onChange={set('action')} />
          <TextInput label={t('adminAudit.from')} type="date" value={typed.from} onChange={set('from')} />
          <TextInput label={t('adminAudit.to')} type="date" value={typed.to} onChange={set('to')} />
        </SimpleGrid>
        <Group mb="md">
          <Button type="submit">{t('common.search')}</Button>
          <Button variant="subtle" onClick={clear}>
            {t('adminAudit.clear')}
          </Button>
        </Group>
      </form>
      <AdminTable
        label={t('adminAudit.entries')}
        minWidth={1000}
        verticalSpacing="xs"
        rows={rows}
        rowKey={(r) => r.ID}
        loaded={search.isSuccess}
        empty={t('adminAudit.noMatch')}
        columns={[
          { head: t('adminAudit.when'), cell: (r) => formatDateTime(r.AT), style: { whiteSpace: 'nowrap' } },
          { head: t('adminAudit.who'), cell: (r) => <bdi>{r.ACTOR_NAME}</bdi> },
          { head: t('adminAudit.entity'), cell: (r) => <bdi>{r.ENTITY}</bdi> },
          { head: t('adminAudit.record'), cell: (r) => <bdi>{r.ENTITY_ID}</bdi> },
          { head: t('adminAudit.action'), cell: (r) => <bdi>{r.ACTION}</bdi> },
          {
            head: t('adminAudit.before'),
            maw: 280,
            cell: (r) => (
              <Code block dir="ltr" style={JSON_BLOCK}>
                {json(r.BEFORE)}
              </Code>
            ),
          },
          {
            head: t('adminAudit.after'),
            maw: 280,
            cell: (r) => (
              <Code block dir="ltr" style={JSON_BLOCK}>
                {json(r.AFTER)}
              </Code>
            ),
          },
        ]}
      />
      <Pager summary={shown} page={page} more={!!more} onPage={setPage}>
        <NativeSelect
          aria-label={t('adminAudit.pageSize')}
          value={String(pageSize)}
          data={PAGE_SIZES.map(String)}
          onChange={(e) => {
            setPageSize(Number(e.currentTarget.value));
            setPage(1);
          }}
        />
      </Pager>
    </>
  );
}
