import type { AuditRow, ListParams, Paged } from '@portal/domain';
import { api, toPaged } from '../../../../lib/api';

export const auditKey = ['admin', 'audit'] as const;

/** The search: who (a username), what kind of record, which record, what was done, a day range; empty values are no filter. */
export interface AuditFilters {
  actor?: string;
  entity?: string;
  entityId?: string;
  action?: string;
  from?: string;
  to?: string;
}

/** The list's column filters are the audit search's own parameters (each an exact match). */
const OWN: Readonly<Record<string, keyof AuditFilters>> = { ACTOR_NAME: 'actor', ENTITY: 'entity', ENTITY_ID: 'entityId', ACTION: 'action' };

const query = (f: AuditFilters) => Object.fromEntries(Object.entries(f).filter(([, v]) => v != null && v.trim() !== '')) as Record<string, string>;

/** The search a page of the list asks for: its column filters, and the day range chosen above it. */
export function auditSearchOf(params: Pick<ListParams, 'filters'>, days: Pick<AuditFilters, 'from' | 'to'>): AuditFilters {
  const search: AuditFilters = { ...days };
  for (const [column, value] of Object.entries(params.filters ?? {})) if (Object.hasOwn(OWN, column)) search[OWN[column]!] = value;
  return query(search);
}

/** GET /api/admin/audit: one page of the search, newest first. */
export async function searchAudit(search: AuditFilters, params: Pick<ListParams, 'page' | 'pageSize'>): Promise<Paged<AuditRow>> {
  return toPaged<AuditRow>(await api.get<unknown>('/api/admin/audit', { ...query(search), page: params.page ?? 1, pageSize: params.pageSize }));
}

/** GET /api/admin/audit/export: the search as a CSV file or a typed .xlsx, under the server's file name. */
export const exportAudit = (search: AuditFilters, format: 'csv' | 'xlsx') =>
  api.download('/api/admin/audit/export', { query: { ...query(search), format }, fileName: `audit.${format}` });
