import type { AccountListQuery, AccountRow, ListParams } from '@portal/domain';
import { api, toPaged } from '../../../lib/api';

export const accountsKey = ['admin', 'accounts'] as const;

/** The list's column filters that are the accounts list's own parameters (a choice, not a text). */
const OWN = { KIND: 'role', D_ID: 'office', DISABLED: 'disabled', MFA_ON: 'mfa' } as const;

/** GET /api/admin/accounts: one page; the role, office, disabled and two-factor columns filter by the list's own parameters. */
export async function getAccounts(params: ListParams): Promise<{ rows: AccountRow[]; total: number; totalIsEstimate?: boolean }> {
  const filters: Record<string, string> = {};
  const own: Partial<Record<keyof AccountListQuery, string>> = {};
  for (const [key, value] of Object.entries(params.filters ?? {})) {
    if (key in OWN) own[OWN[key as keyof typeof OWN]] = value;
    else filters[key] = value;
  }
  return toPaged<AccountRow>(await api.get<unknown>('/api/admin/accounts', { ...params, filters, ...own }));
}
