import type { IdCardRow, ListParams, Paged } from '@portal/domain';
import { api, toPaged } from '../../../lib/api';

export const cardRequestsKey = (cardType: number) => ['id-cards', 'list', cardType] as const;
export const deletedCardRequestsKey = (cardType: number) => ['id-cards', 'deleted', cardType] as const;

/** POST /api/admin/idcard-requests {cardType} with paging, sort and filters → `{ rows, total }`. */
export async function getCardRequests(cardType: number, params: ListParams): Promise<Paged<IdCardRow>> {
  return toPaged<IdCardRow>(await api.post('/api/admin/idcard-requests', { cardType, ...params }, { silent: true }));
}

/** POST /api/admin/deleted-idcard-requests: the Deleted Requests page of a card type. */
export async function getDeletedCardRequests(cardType: number, params: ListParams): Promise<Paged<IdCardRow>> {
  return toPaged<IdCardRow>(await api.post('/api/admin/deleted-idcard-requests', { cardType, ...params }, { silent: true }));
}
