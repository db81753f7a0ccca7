import { authorizeAccount, type AccountAction, type AccountPatchBody, type SessionUser } from '@portal/domain';
import type { DbOrTx } from '../../db/client.js';
import { loadAccount } from '../../identity/accounts.js';
import { accountRowOf } from '../../admin/account-list.js';
import { enforce } from '../../lib/enforce.js';

/** Loads the account named in the path and applies the accounts policy to the action (400/403/404/409 with the reason). */
export async function loadAuthorized(db: DbOrTx, user: SessionUser, username: string, action: AccountAction, patch?: AccountPatchBody) {
  const account = await loadAccount(db, username);
  enforce(authorizeAccount(user, action, accountRowOf({ ...account, D_NM: null }), patch));
  return account;
}
