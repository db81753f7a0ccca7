import type { ChallanFor, QueueEvent, StudentEvent } from './events.js';

/** Web paths the notifications link to (kept in step with apps/web/src/config/paths.ts). */
export const NOTICE_PATHS = {
  /** My Requests, clearance view (the rows of every department with status, comment and venue). */
  clearance: '/student-uni-card-requests?requestType=Clearance',
  idCards: '/student-uni-card-requests',
  fixIdCard: (tId: number) => `/student-uni-card-requests/update-new-card-request/${tId}`,
  transport: '/student-transport-card-requests',
  endowment: '/student-financial-aid-application-form',
  staff: {
    clearance: '/clearance-certificate-requests',
    'id-card': '/students-id-cards',
    transport: '/transport-admin',
    endowment: '/endowment-requests',
  },
} as const;

const challanPage: Record<ChallanFor, string> = {
  clearance: NOTICE_PATHS.clearance,
  'id-card': NOTICE_PATHS.idCards,
  transport: NOTICE_PATHS.transport,
};

/** Where a student's notification leads: the request (the re-upload form for "Image Not Clear"). */
export function studentLink(e: StudentEvent, imageNotClearStatus: number): string {
  switch (e.kind) {
    case 'clearance':
      return NOTICE_PATHS.clearance;
    case 'challan':
      return challanPage[e.for];
    case 'id-card':
      return e.status === imageNotClearStatus ? NOTICE_PATHS.fixIdCard(e.requestId) : NOTICE_PATHS.idCards;
    case 'transport':
      return NOTICE_PATHS.transport;
    case 'endowment':
      return NOTICE_PATHS.endowment;
  }
}

export const staffLink = (e: QueueEvent) => NOTICE_PATHS.staff[e.request];
