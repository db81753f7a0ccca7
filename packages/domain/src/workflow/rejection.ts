import { STATUS } from '../statuses.js';
import { hasVisibleText } from '../visible-text.js';

/** A rejection must say why: true when `status` is Rejected and `comment` holds no visible text. */
export const rejectionLacksComment = (status: number, comment: string | null | undefined) => status === STATUS.REJECTED && !hasVisibleText(comment);
