/**
 * Every route of the web app, in one place. Paths with parameters are
 * patterns; build links with react-router's `generatePath(PATHS.deletedRecord, { cardType: '1' })`.
 */
export const PATHS = {
  // public
  root: '/',
  login: '/login',
  ewmsRegistration: '/ewms-registration',
  verify: '/verify/:code',
  /** The card verifier for guards and bus conductors: works offline (an installable page). */
  verifyCard: '/verify-card',

  // staff (navigation bar)
  clearanceRequests: '/clearance-certificate-requests',
  endowmentRequests: '/endowment-requests',
  newIdCards: '/students-id-cards',
  cardAdmin: '/card-admin',
  duplicateIdCards: '/students-duplicate-id-cards',
  triplicateIdCards: '/students-triplicate-id-cards',
  quadruplicateCards: '/student-quadruplicate-card',
  deliveredCards: '/delivered-card-requests',
  /** The path keeps its historical spelling; /deleted-requests/:cardType is the same page. */
  deletedRecord: '/DeltedRecord/:cardType',
  deletedRequests: '/deleted-requests/:cardType',
  editNewCard: '/student/:T_ID',
  editDuplicateCard: '/student-duplicate-card/:T_ID',
  editTriplicateCard: '/student-triplicate-card/:T_ID',
  newInterStudents: '/new-inter-students',
  cardDues: '/card-dues',
  /** Card office: event-ticket registrations and the mail outbox (events area). */
  eventRegistrations: '/event-registrations',
  studentQueryManager: '/student-query-manager',
  manageStudentImage: '/manage-student-image',
  manageRecordData: '/manage-record-data',
  manageRecord: '/manage-record',
  /** Office insights dashboard: every staff role but the transport office. */
  insights: '/insights',
  /** The treasurer's bank-statement reconciliation. */
  challanReconciliation: '/challan-reconciliation',
  bankPayments: '/bank-payments',

  // transport office (transport admin area)
  transportAdmin: '/transport-admin',
  addTransportRoute: '/add-transport-route',
  addBusStop: '/add-bus-stop',
  viewTransportRoute: '/view-transport-route',
  /** The transport office's insights dashboard, inside the transport admin area. */
  transportInsights: '/transport-insights',

  // student (sidebar)
  home: '/home',
  universityCard: '/university-card',
  studentUniversityCard: '/student-university-card',
  studentCardRequests: '/student-uni-card-requests',
  updateNewCardRequest: '/student-uni-card-requests/update-new-card-request/:t_id',
  studentDuplicateCard: '/student-university-duplicate-card',
  studentProfile: '/student-profile/',
  studentTransportRequests: '/student-transport-card-requests',
  updateTransportRequest: '/student-transport-card-requests/update-transport-card-request/:TRANS_ID',
  transportApplyForm: '/gcu-transport-apply-form',
  success: '/success',
  success1: '/Success1',
  studentClearanceForm: '/student-clearance-form',
  studentClearanceCertificate: '/student-clearance-certificate',
  /** The student's clearance tracker. */
  studentClearanceProgress: '/student-clearance-progress',
  financialAidForm: '/student-financial-aid-application-form',
  eftApplyForm: '/eft-apply-form',
  /** The student's digital ID card and transport pass. */
  myCard: '/my-card',

  // any signed-in user (no layout)
  /** Change one's password; a user given a one-time password is sent here until they do. */
  changePassword: '/change-password',
  /** Turn on two-factor sign-in (staff and administrators). */
  twoFactor: '/two-factor',

  // the portal's administrator (administration layout)
  admin: '/admin',
  adminAccounts: '/admin/accounts',
  adminEvents: '/admin/events',
  adminStudentsImport: '/admin/students-import',
  adminDepartments: '/admin/departments',
  adminAudit: '/admin/audit',
  adminJobs: '/admin/jobs',
} as const;

export type PathKey = keyof typeof PATHS;
export type PathPattern = (typeof PATHS)[PathKey];
