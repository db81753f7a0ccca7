import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditRow, Paged } from '@portal/domain';
import { api } from '../../../../lib/api';

/** The search as typed: empty values are no filter. */
export interface AuditFilters {
  actor: string;
  entity: string;
  entityId: string;
  action: string;
  from: string;
  to: string;
}

const query = (f: AuditFilters) => Object.fromEntries(Object.entries(f).filter(([, v]) => v.trim() !== '')) as Record<string, string>;

/** GET /api/admin/audit: one page, newest first. */
export const searchAudit = (f: AuditFilters, page: number, pageSize: number) => api.get<Paged<AuditRow>>('/api/admin/audit', { ...query(f), page, pageSize });

export const useAuditSearch = (f: AuditFilters, page: number, pageSize: number) =>
  useQuery({ queryKey: ['admin', 'audit', f, page, pageSize], queryFn: () => searchAudit(f, page, pageSize), placeholderData: keepPreviousData });

/** GET /api/admin/audit/export: the search as a CSV file or a typed .xlsx, under the server's file name. */
export const exportAudit = (f: AuditFilters, format: 'csv' | 'xlsx') =>
  api.download('/api/admin/audit/export', { query: { ...query(f), format }, fileName: `audit.${format}` });
