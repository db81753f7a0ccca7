/**
 * What happened, as a notification keeps it: a kind and its values, never sentences. The words are made
 * when the notification is read or mailed, in the reader's language (templates.ts). Pure data.
 */
export { type Lang, LANGS } from '../languages.js';

export type ChallanFor = 'clearance' | 'id-card' | 'transport';
export type ChallanAction = 'issued' | 'changed' | 'paid';

/** A change a student is told about. Departments and statuses are ids: their names depend on the reader. */
export type StudentEvent =
  | { kind: 'clearance'; tId: number; dId: number; status: number; comment: string; venue: string }
  | { kind: 'challan'; for: ChallanFor; action: ChallanAction; challanNo: string; amount: number; dueDate: string | null; requestId: number }
  | {
      kind: 'id-card' | 'transport' | 'endowment';
      requestId: number;
      dId: number;
      status: number;
      distributionDate: string | null;
      venue: string | null;
    };

/** A new request that reached a department's queue (staff notification). */
export interface QueueEvent {
  kind: 'queue';
  dId: number;
  request: 'clearance' | 'id-card' | 'transport' | 'endowment';
  requestId: number;
  studentName: string;
  rollNo: string;
}

/** Every event a notification can keep. */
export type NoticeEvent = StudentEvent | QueueEvent;

/** A notification as stored: its kind, department and link (the same in every language) and the event itself. */
export interface Notice {
  kind: NoticeEvent['kind'];
  dId: number | null;
  /** A path of the web app. */
  link: string;
  event: NoticeEvent;
}

/** A notification's words in one language. */
export interface NoticeText {
  title: string;
  body: string;
}
