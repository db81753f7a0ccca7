import type { ListParams, MailOutboxRow } from '@portal/domain';
import { api, toPaged } from '../../../lib/api';

/** GET /api/admin/mail-outbox (card office): one page of the mail the portal kept or sent. */
export const getMailOutbox = async (params: ListParams) => toPaged<MailOutboxRow>(await api.get<unknown>('/api/admin/mail-outbox', { ...params }));

export const mailOutboxKey = ['events', 'mail-outbox'] as const;
