/**
 * The English texts only the endowment area's screens use (features/endowment): added when one of them loads
 * (features/endowment/english.ts), not with every screen. ../en.ts joins every part into the catalogue.
 */
export const enEndowment = {
  eft: {
    applicationTitle: 'Endowment Fund Application',
    notOpen: 'Applications are not open to you',
    openUntil: 'Applications are open until {{date}}. The Treasurer office reviews every application; you can follow yours under My Requests.',
    income: 'Monthly household income (PKR)',
    dependants: 'Number of dependants',
    occupation: 'Guardian occupation',
    reason: 'Why do you need financial aid?',
    document: 'Supporting document (income certificate, salary slip…)',
    documentHint: 'PDF or JPEG, at most {{mb}} MB',
    chooseFile: 'Choose a file',
    submitApplication: 'Submit Application',
    financialAidTitle: 'Financial Aid Application',
    financialAidText: "Financial aid is given through the university's endowment fund while an application schedule is open.",
  },
  schedules: {
    schedules: 'Schedules',
    drawerTitle: 'Endowment Schedules',
    openNew: 'Open a new schedule',
    title: 'Title',
    titlePlaceholder: 'Endowment Fund Autumn',
    opens: 'Opens',
    closes: 'Closes',
    save: 'Save Schedule',
    applications: '{{count}} applications',
    live: 'Live',
    upcoming: 'Upcoming',
    closed: 'Closed',
    confirmClose: 'Close “{{title}}” now? Students can no longer apply in it.',
    closeNow: 'Close now',
  },
};
