import { coreAccess } from './core.js';
import { clearanceAccess } from './clearance.js';
import { idCardsAccess } from './id-cards.js';
import { studentsAccess } from './students.js';
import { endowmentAccess } from './endowment.js';
import { transportAccess } from './transport.js';
import { eventsAccess } from './events.js';
import { duesAccess } from './dues.js';
import { insightsAccess } from './insights.js';
import { notificationsAccess } from './notifications.js';
import { bulkAccess } from './bulk.js';
import { challansAccess } from './challans.js';
import { adminAccess } from './admin.js';
import { cardsAccess } from './cards.js';
import { paymentsAccess } from './payments.js';
import type { AccessTable } from './types.js';

export * from './types.js';

/** The one declared access table: every route the server registers has an entry here. */
export const ACCESS_TABLE: AccessTable = {
  ...coreAccess,
  ...clearanceAccess,
  ...idCardsAccess,
  ...studentsAccess,
  ...endowmentAccess,
  ...transportAccess,
  ...eventsAccess,
  ...duesAccess,
  ...insightsAccess,
  ...notificationsAccess,
  ...bulkAccess,
  ...challansAccess,
  ...cardsAccess,
  ...adminAccess,
  ...paymentsAccess,
};
export * from './gates.js';
