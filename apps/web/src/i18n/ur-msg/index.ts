import type { MESSAGE_CATALOGUES } from '@portal/domain';
import type { Translation } from '../translation';
import { urCommonMsg } from './common';
import { urAccountMsg } from './account';
import { urEventAdminMsg } from './eventAdmin';
import { urStudentImportMsg } from './studentImport';
import { urCardsMsg } from './cards';
import { urAuditMsg } from './audit';
import { urJobsMsg } from './jobs';
import { urAcademicsMsg } from './academics';
import { urClearanceMsg } from './clearance';
import { urDuesMsg } from './dues';
import { urEventMsg } from './event';
import { urIdCardMsg } from './idCard';
import { urCardMsg } from './card';
import { urEftMsg } from './eft';
import { urStudentMsg } from './student';
import { urTransportMsg } from './transport';
import { urNotificationMsg } from './notification';
import { urBulkMsg } from './bulk';
import { urReconcileMsg } from './reconcile';

type Catalogues = typeof MESSAGE_CATALOGUES;

/**
 * The Urdu of every message, by code: the shared messages at the top (`unauthorized`), each area's under its
 * prefix (`transport.applied`), one file per catalogue. Typed against the domain's catalogues: a catalogue
 * or a message without its Urdu fails the build.
 */
export const urMsg: Translation<Catalogues['common']> & { [A in Exclude<keyof Catalogues, 'common'>]: Translation<Catalogues[A]> } = {
  ...urCommonMsg,
  clearance: urClearanceMsg,
  dues: urDuesMsg,
  event: urEventMsg,
  idCard: urIdCardMsg,
  card: urCardMsg,
  eft: urEftMsg,
  student: urStudentMsg,
  transport: urTransportMsg,
  notification: urNotificationMsg,
  bulk: urBulkMsg,
  reconcile: urReconcileMsg,
  account: urAccountMsg,
  eventAdmin: urEventAdminMsg,
  studentImport: urStudentImportMsg,
  cards: urCardsMsg,
  audit: urAuditMsg,
  jobs: urJobsMsg,
  academics: urAcademicsMsg,
};
