import { enStart } from './en-start';
import { enScreens } from './en-screens';
import { enStudents } from './en-areas/students';
import { enClearance } from './en-areas/clearance';
import { enDataTools } from './en-areas/data-tools';
import { enIdCards } from './en-areas/id-cards';
import { enDues } from './en-areas/dues';
import { enEndowment } from './en-areas/endowment';
import { enEvents } from './en-areas/events';
import { enInsights } from './en-areas/insights';
import { enChallans } from './en-areas/challans';
import { enPayments } from './en-areas/payments';
import { enTransport } from './en-areas/transport';
import { enCards } from './en-areas/cards';
import { enAdmin } from './en-areas/admin';
import { enAuth } from './en-areas/auth';

/**
 * The English catalogue: the source of every key, joined from its parts. Add a key to the part its screens
 * load and its Urdu to the Urdu part beside it (./ur-start.ts, ./ur-screens.ts, ./ur-lists.ts, ./ur-areas):
 * each Urdu part is typed against its English part, so a missing key fails the build; `catalogue.test.ts`
 * fails when code uses a key that is not here. The parts load separately: the login page's sections with the
 * entry (./en-start.ts), the shared ones with the screens past it (./en-screens.ts, app/screen-providers.tsx),
 * each area's own with its screens (./en-areas, features/<area>/english.ts). Its `msg` section is built
 * from the domain's message catalogues (the API's `msgCode`s), so English never drifts; it is added with
 * Urdu (./load-language.ts), the only language that reads it.
 */
export const en = {
  ...enStart,
  ...enScreens,
  ...enStudents,
  ...enClearance,
  ...enDataTools,
  ...enIdCards,
  ...enDues,
  ...enEndowment,
  ...enEvents,
  ...enInsights,
  ...enChallans,
  ...enPayments,
  ...enTransport,
  ...enCards,
  ...enAdmin,
  ...enAuth,
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** What every language's catalogue must have: the keys of English (messages are checked by the test). */
export type Catalogue = Strings<Omit<typeof en, 'msg'>> & { msg: Record<string, unknown> };
