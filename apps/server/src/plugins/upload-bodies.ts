import { MAX_EFT_DOC_BYTES, MAX_PHOTO_BYTES } from '@portal/domain';

/**
 * The multipart forms of the upload routes, for the API document: the routes read their parts themselves
 * (`readMultipart`, `readTransportForm`), so no body schema of theirs shows what a client sends. Each entry
 * names the text parts (all strings, as multipart sends them) and the file part.
 */
interface UploadForm {
  /** Text parts: name → description. */
  fields: Record<string, string>;
  /** Text parts the server refuses the form without. */
  required?: string[];
  /** The file part (`file`): what it holds, and whether the form is refused without it. */
  file: { description: string; required: boolean };
}

const KB = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const MB = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

const CARD_FIELDS = {
  S_CONTACT: "The student's phone: 11 digits starting with 0",
  F_CONTACT: "The guardian's phone: 11 digits starting with 0",
  B_GROUP: 'Blood group (A+, A-, B+, B-, AB+, AB-, O+, O-)',
  ADDRESS: 'Postal address (5 to 300 characters)',
};
const CARD_REQUIRED = Object.keys(CARD_FIELDS);
const PHOTO = `The student's photo: a JPEG under ${KB(MAX_PHOTO_BYTES)}`;
const EFT_DOCUMENT = `The supporting document: a PDF or JPEG up to ${MB(MAX_EFT_DOC_BYTES)}`;
const TRANSPORT_FIELDS = { ROUTE_ID: 'The chosen route (its id)', STOP_ID: 'The chosen stop on that route (its id)' };

/** Upload operations by `METHOD /path` as the API document spells the path. */
export const UPLOAD_FORMS: Record<string, UploadForm> = {
  'POST /api/clearance-requests/student/uploadImg': { fields: {}, file: { description: PHOTO, required: true } },
  'POST /api/student/card-requests': { fields: CARD_FIELDS, required: CARD_REQUIRED, file: { description: PHOTO, required: true } },
  'POST /api/student/duplicate-card-requests': {
    fields: CARD_FIELDS,
    required: CARD_REQUIRED,
    file: { description: `${PHOTO}; optional when a photo is on file`, required: false },
  },
  'POST /api/student/update-new-card-request/{t_id}': {
    fields: CARD_FIELDS,
    required: CARD_REQUIRED,
    file: { description: `${PHOTO}; optional when the photo is not what needs fixing`, required: false },
  },
  'POST /api/eft/apply': {
    fields: {
      HOUSEHOLD_INCOME: 'Monthly household income in rupees (digits)',
      DEPENDANTS: 'Number of dependants (digits)',
      GUARDIAN_OCCUPATION: "The guardian's occupation",
      REASON: 'Why the student applies (at least 20 characters)',
    },
    required: ['HOUSEHOLD_INCOME', 'DEPENDANTS', 'GUARDIAN_OCCUPATION', 'REASON'],
    file: { description: EFT_DOCUMENT, required: true },
  },
  'POST /api/eft/my-applications/{id}/document': { fields: {}, file: { description: EFT_DOCUMENT, required: true } },
  'POST /api/card/applyfortransportcard/{C_CODE}/{SE_ID}/{ROLNO}/{mode}': {
    fields: TRANSPORT_FIELDS,
    required: Object.keys(TRANSPORT_FIELDS),
    file: { description: PHOTO, required: true },
  },
  'POST /api/card/updatetransportcard/{C_CODE}/{SE_ID}/{ROLNO}/{mode}': {
    fields: { TRANS_ID: 'The request being re-submitted (its id)', ...TRANSPORT_FIELDS },
    required: ['TRANS_ID', ...Object.keys(TRANSPORT_FIELDS)],
    file: { description: PHOTO, required: true },
  },
  'POST /api/clearance-requests/challans/reconcile': {
    fields: {
      commit: '"0" to preview (the default), "1" to record the matched payments',
      challanColumn: "The statement's header of the challan number, when not recognised",
      amountColumn: "The statement's header of the amount, when not recognised",
      dateColumn: "The statement's header of the date paid, when not recognised",
    },
    file: { description: 'The bank statement: a CSV or .xlsx file', required: true },
  },
  'POST /api/admin/students/import': {
    fields: {
      dryRun: '"true" (the default) checks the file and writes nothing; "false" imports',
      importValid: '"true" imports the accepted rows even when some are rejected',
      password: "The first password of the imported students' accounts (not needed for a dry run)",
    },
    file: { description: 'The students file: a CSV or .xlsx (NM, MAJ_ID, YEAR, RN required; F_NM, PH1, F_CONTACT, ADD1, B_GROUP, EMAIL optional)', required: true },
  },
};

/** The OpenAPI request body of an upload form. */
export function uploadRequestBody(form: UploadForm) {
  const properties: Record<string, object> = Object.fromEntries(Object.entries(form.fields).map(([name, description]) => [name, { type: 'string', description }]));
  properties.file = { type: 'string', format: 'binary', description: form.file.description };
  const required = [...(form.required ?? []), ...(form.file.required ? ['file'] : [])];
  return {
    required: true,
    content: { 'multipart/form-data': { schema: { type: 'object', properties, ...(required.length ? { required } : {}) } } },
  };
}
