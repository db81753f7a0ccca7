/**
 * The English texts only the students area's screens use (features/students): added when one of them loads
 * (features/students/english.ts), not with every screen. ../en.ts joins every part into the catalogue.
 */
export const enStudents = {
  home: {
    idCard: 'ID Card',
    transportCard: 'Transport Card',
    clearance: 'Clearance',
    endowmentFund: 'Endowment Fund',
    cardTitle: '{{type}} card · Ref {{ref}}',
    transportTitle: 'Transport card · Ref {{ref}}',
    clearanceTitle: 'Clearance certificate · Ref {{ref}}',
    eftTitle: '{{title}} · Ref {{ref}}',
    fixRequest: 'Fix request',
    challan: 'Challan',
    openTracker: 'Open tracker',
    uploadDocument: 'Upload document',
    welcome: 'Welcome, {{name}}',
    rollNo: 'Roll No {{rollNo}}',
    neededFromYou: 'Needed from you',
    open: 'Open',
    openRequests: 'Open requests',
    noOpenRequests: 'You have no open requests.',
    applied: 'Applied {{date}}',
    officeWorking: 'The office is working on it.',
    quickLinks: 'Quick links',
    applyUniversityCard: 'Apply for your university card',
    duplicateIdCard: 'Duplicate ID Card',
    lostOrDamaged: 'Lost or damaged card',
    applyBus: 'Apply for the university bus',
    applyWhenLeaving: 'Apply when leaving',
    trackerHint: 'What each department needs from you',
    applicationsOpen: 'Applications are open',
    myRequestsHint: 'Every request and its status',
    myProfile: 'My Profile',
    profileHint: 'Your details and photo',
  },
};
