import { duesChangeError, type DuesUpdateBody, type SessionUser } from '@portal/domain';
import type { Db } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { lockDues, setDues } from './dues.repository.js';

/** Changes one due after checking every rule against the locked row; audited in the same transaction. */
export async function updateDues(db: Db, user: SessionUser, body: DuesUpdateBody): Promise<number> {
  return db.transaction(async (tx) => {
    const before = await lockDues(tx, body.req_type);
    if (!before) throw notFound();
    const error = duesChangeError(before, body);
    if (error) throw badRequest(error);
    const affected = await setDues(tx, body.req_type, body.new_dues, body.new_dues_desc);
    await audit(tx, user, {
      entity: 'card_due',
      entityId: body.req_type,
      action: 'update',
      before: { dues: before.dues, dues_desc: before.dues_desc },
      after: { dues: body.new_dues, dues_desc: body.new_dues_desc },
    });
    return affected;
  });
}
