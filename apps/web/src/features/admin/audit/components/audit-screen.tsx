import { Button, Code, Group, NativeSelect, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { PAGE_SIZES } from '@portal/domain';
import { PageTitle } from '../../../../components/page-title';
import { formatDateTime } from '../../../../lib/format-time';
import { type AuditFilters, exportAudit, useAuditSearch } from '../api/search-audit';
import { formatNumber } from '../../../../lib/format';

const EMPTY: AuditFilters = { actor: '', entity: '', entityId: '', action: '', from: '', to: '' };
const json = (v: unknown) => (v == null ? '' : JSON.stringify(v));

/** /admin/audit: every audited change of the portal, newest first, searched and paged on the server; CSV export. */
export function AuditScreen() {
  const [typed, setTyped] = useState<AuditFilters>(EMPTY);
  const [filters, setFilters] = useState<AuditFilters>(EMPTY);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [exporting, setExporting] = useState(false);
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
  const download = async () => {
    setExporting(true);
    try {
      await exportAudit(filters);
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <PageTitle
        actions={
          <Button variant="default" onClick={download} loading={exporting}>
            Export CSV
          </Button>
        }
      >
        Audit
      </PageTitle>
      <form onSubmit={submit} aria-label="Search the audit">
        <SimpleGrid cols={{ base: 1, sm: 3, lg: 6 }} mb="sm">
          <TextInput label="Actor (username)" description="public: without signing in" value={typed.actor} onChange={set('actor')} />
          <TextInput label="Entity" description="e.g. event, student, clearance_row" value={typed.entity} onChange={set('entity')} />
          <TextInput label="Record" description="the record's id or code" value={typed.entityId} onChange={set('entityId')} />
          <TextInput label="Action" description="e.g. create, update, close" value={typed.action} onChange={set('action')} />
          <TextInput label="From" type="date" value={typed.from} onChange={set('from')} />
          <TextInput label="To" type="date" value={typed.to} onChange={set('to')} />
        </SimpleGrid>
        <Group mb="md">
          <Button type="submit">Search</Button>
          <Button variant="subtle" onClick={clear}>
            Clear
          </Button>
        </Group>
      </form>
      <Table.ScrollContainer minWidth={1000}>
        <Table striped aria-label="Audit entries" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Who</Table.Th>
              <Table.Th>Entity</Table.Th>
              <Table.Th>Record</Table.Th>
              <Table.Th>Action</Table.Th>
              <Table.Th>Before</Table.Th>
              <Table.Th>After</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.ID}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.AT)}</Table.Td>
                <Table.Td>{r.ACTOR_NAME}</Table.Td>
                <Table.Td>{r.ENTITY}</Table.Td>
                <Table.Td>{r.ENTITY_ID}</Table.Td>
                <Table.Td>{r.ACTION}</Table.Td>
                <Table.Td maw={280}>
                  <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                    {json(r.BEFORE)}
                  </Code>
                </Table.Td>
                <Table.Td maw={280}>
                  <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                    {json(r.AFTER)}
                  </Code>
                </Table.Td>
              </Table.Tr>
            ))}
            {search.isSuccess && !rows.length ? (
              <Table.Tr>
                <Table.Td colSpan={7}>No audited change matches.</Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt="sm">
        <Text size="sm">
          {total
            ? `${(page - 1) * pageSize + 1}–${(page - 1) * pageSize + rows.length} of ${formatNumber(total)}${search.data?.totalIsEstimate ? '+' : ''}`
            : ''}
        </Text>
        <Group gap="xs">
          <NativeSelect
            aria-label="Page size"
            value={String(pageSize)}
            data={PAGE_SIZES.map(String)}
            onChange={(e) => {
              setPageSize(Number(e.currentTarget.value));
              setPage(1);
            }}
          />
          <Button variant="default" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <Button variant="default" disabled={!more} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </Group>
      </Group>
    </>
  );
}
