import { formatRupees, type NextStep, type RequestNextStepOptions, requestNextStep, STATUS, type StudentRequestKind } from '@portal/domain';
import { i18n } from './i18n';
import { officeName } from './names';

type Words = (key: string, params?: Record<string, unknown>) => string;

/** The student's own words: "Return your books…". */
const studentWords: Words = (key, params) => i18n.t(`nextStep.${key}`, params ?? {});
/** Staff read the same step about the student ("The student returns books…"); words the same for both come from nextStep. */
const staffWords: Words = (key, params) => i18n.t([`staffStep.${key}`, `nextStep.${key}`], params ?? {});

/** The office phrases of the domain's rule ("your HOD", "the Main Library") in the current language. */
function office(t: Words, phrase: unknown): string {
  const p = String(phrase ?? '');
  if (p === 'your HOD') return t('yourHod');
  if (p === "your department's IT person") return t('yourItPerson');
  if (p === 'the Examination Office') return t('examinationOffice');
  // An office's or department's name, in Urdu from the domain's table (the university's own spelling when it has
  // none); English keeps the rule's article ("the Main Library").
  const name = officeName(p.startsWith('the ') ? p.slice(4) : p);
  return i18n.language === 'en' && p.startsWith('the ') ? `the ${name}` : name;
}

const DUES_KEYS: Record<number, string> = {
  [STATUS.FINE_PENDING]: 'duesFine',
  [STATUS.DUES_PENDING]: 'duesDues',
  [STATUS.ANNUAL_DUES_PENDING]: 'duesAnnual',
  [STATUS.MESS_BILL_PENDING]: 'duesMess',
  [STATUS.ROOM_RENT_PENDING]: 'duesRoom',
  [STATUS.FEE_PENDING]: 'duesFee',
};

const venue = (t: Words, v: unknown) => (v ? t('inVenue', { venue: v }) : '');

/** A next step's text from its code and parameters, in the words given (the student's or staff's). */
function composed(step: NextStep, t: Words = studentWords): string {
  const p = step.params;
  switch (step.code) {
    case 'cleared':
      return p.date ? t('clearedOn', { date: p.date }) : t('cleared');
    case 'rejected':
      return t('rejected', { office: office(t, p.office), venue: venue(t, p.venue) });
    case 'waiting-for':
      return t('waitingFor', { office: office(t, p.office) });
    case 'waiting-for-departments':
      return t('waitingForDepartments', { count: p.count });
    case 'pay-challan':
      return p.challanId == null
        ? t('payChallan')
        : t('payChallanOf', {
            challanId: p.challanId,
            amount: formatRupees(Number(p.amount)),
            more: p.more ? t('andMore', { count: p.more }) : '',
            office: office(t, p.office),
          });
    case 'pay-fee':
      return t('payFee');
    case 'return-books':
      return p.office ? t('returnBooksTo', { office: office(t, p.office), venue: venue(t, p.venue) }) : t('returnBooks');
    case 'return-card':
      return p.office ? t('returnCardTo', { office: office(t, p.office), venue: venue(t, p.venue) }) : t('returnCard');
    case 'submit-thesis':
      return p.office ? t('submitThesisTo', { office: office(t, p.office), venue: venue(t, p.venue) }) : t('submitThesis');
    case 'provide-info':
      return p.office ? t('provideInfoTo', { office: office(t, p.office), venue: venue(t, p.venue) }) : p.upload ? t('provideInfoUpload') : t('provideInfo');
    case 'provide-documents':
      return p.office ? t('provideDocumentsTo', { office: office(t, p.office), venue: venue(t, p.venue) }) : t('provideDocumentsUpload');
    case 'upload-photo':
      return t('uploadPhoto');
    case 'clear-dues':
      return p.office
        ? t('clearDuesWith', { dues: t(DUES_KEYS[Number(p.what)] ?? 'duesDues'), office: office(t, p.office), venue: venue(t, p.venue) })
        : t('clearDues');
    case 'with-office': {
      const days = Number(p.days ?? 0);
      return t('withOffice', { office: office(t, p.office), since: days === 0 ? t('today') : t('days', { count: days }) });
    }
    case 'collect':
      return t(p.kind === 'transport' ? 'collectTransportCard' : 'collectCard', { date: p.date, venue: p.venue ? t('atVenue', { venue: p.venue }) : '' });
  }
  return step.text;
}

/** A next step in the current language: English keeps the domain's sentence; Urdu is built from code and parameters. */
export function nextStepText(step: NextStep | null | undefined): string | null {
  if (!step) return null;
  return i18n.language === 'en' ? step.text : composed(step);
}

/** A next step as staff read it, about the student rather than to them, in the current language. */
export function staffNextStepText(step: NextStep | null | undefined): string | null {
  return step ? composed(step, staffWords) : null;
}

/** The tracker's overall sentence (clearanceProgressSummary's `overall`) in the current language. */
export function overallText(step: NextStep): string {
  if (i18n.language === 'en') return step.text;
  const t = studentWords;
  const p = step.params;
  switch (step.code) {
    case 'cleared':
      return t('overallReady');
    case 'rejected':
      return t('overallRejected');
    case 'waiting-for-departments': {
      const parts = [
        Number(p.count) ? t('overallDepartments', { count: p.count }) : '',
        Number(p.unpaid) ? t('overallChallans', { count: p.unpaid }) : '',
      ].filter(Boolean);
      return t('overallBefore', { parts: parts.join(t('overallAnd')) });
    }
    case 'with-office':
      return t('overallExamNext');
  }
  return composed(step);
}

/**
 * A request's next step in the current language. English keeps the server's sentence (NEXT_STEP); another
 * language composes it from the code and parameters of the same domain rule the server worded it with
 * (requestNextStep), applied to the request's own fields, so the sentence is never read back.
 */
export function requestStepText(
  sent: string | null | undefined,
  kind: StudentRequestKind,
  status: number,
  opts: RequestNextStepOptions = {},
): string | null {
  if (!sent) return null;
  if (i18n.language === 'en') return sent;
  const step = requestNextStep(kind, status, opts);
  return step ? composed(step) : sent;
}
