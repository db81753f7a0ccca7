/** What happened, as the notification rules and templates see it (issue 10). Pure data. */

export type Lang = 'en' | 'ur';
export const LANGS = ['en', 'ur'] as const;

export type ChallanFor = 'clearance' | 'id-card' | 'transport';
export type ChallanAction = 'issued' | 'changed' | 'paid';

/** A change a student is told about. */
export type StudentEvent =
  | { kind: 'clearance'; tId: number; dId: number; deptName: string; status: number; statusName: string; comment: string; venue: string }
  | { kind: 'challan'; for: ChallanFor; action: ChallanAction; challanNo: string; amount: number; dueDate: string | null; requestId: number }
  | {
      kind: 'id-card' | 'transport' | 'endowment';
      requestId: number;
      dId: number;
      deptName: string;
      status: number;
      statusName: string;
      distributionDate: string | null;
      venue: string | null;
    };

/** A new request that reached a department's queue (staff notification). */
export interface QueueEvent {
  kind: 'queue';
  dId: number;
  deptName: string;
  /** clearance | id-card | transport | endowment */
  request: 'clearance' | 'id-card' | 'transport' | 'endowment';
  requestId: number;
  studentName: string;
  rollNo: string;
}

/** A notification as stored and shown (title/body/link), before it is addressed to an account. */
export interface Notice {
  kind: StudentEvent['kind'] | 'queue';
  dId: number | null;
  title: string;
  body: string;
  /** A path of the web app. */
  link: string;
}
