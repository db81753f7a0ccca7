import type { CardKind, PrintBatchBody, PrintBatchRefusedAnswer, PrintLayout, PrintRefusal } from '@portal/domain/cards/schemas';
import { api, isApiError } from '../../../lib/api';
import { saveBlob } from '../../../lib/download';

export type PrintOutcome = { printed: true } | { printed: false; msg: string; msgCode: string | null; refused: PrintRefusal[] };

const refusedOf = (body: unknown): PrintBatchRefusedAnswer | null =>
  body && typeof body === 'object' && Array.isArray((body as PrintBatchRefusedAnswer).refused) ? (body as PrintBatchRefusedAnswer) : null;

/**
 * Prints the selected requests' cards: the server answers one PDF, which downloads. When some requests
 * are not ready the server prints nothing and names each refused request with its reason.
 */
export async function printCardBatch(kind: CardKind, ids: number[], layout: PrintLayout): Promise<PrintOutcome> {
  const body: PrintBatchBody = { kind, ids, layout };
  try {
    const { blob, fileName } = await api.blob('/api/admin/card-print-batches', { method: 'POST', json: body, fileName: `cards-${layout}.pdf` }, { silent: true });
    saveBlob(blob, fileName);
    return { printed: true };
  } catch (e) {
    const refused = isApiError(e) ? refusedOf(e.body) : null;
    if (refused) return { printed: false, msg: refused.msg, msgCode: isApiError(e) ? e.msgCode : null, refused: refused.refused };
    throw e;
  }
}
