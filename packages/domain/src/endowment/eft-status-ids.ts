import { STATUS } from '../statuses.js';

/**
 * Statuses the treasurer may give an endowment application. A module of its own (re-exported by
 *./endowment.ts) so the bulk-update rules take it without the endowment messages (the web's lists).
 */
export const EFT_STATUS_IDS = [STATUS.SUBMITTED, STATUS.VERIFYING, STATUS.IN_PROGRESS, STATUS.INFO_MISSING, STATUS.DOCUMENTS_PENDING, STATUS.APPROVED, STATUS.REJECTED] as const;
