import { CHALLAN_HEADS } from './clearance/constants.js';
import { formatDateInput } from './dates.js';
import { OFFICE_NAMES } from './departments.js';
import { STATUS_NAMES } from './statuses.js';

/**
 * The portal's two languages, and what data is called in Urdu: offices and departments by id, statuses by
 * id, challan heads by id, month names. One table each, used by the web (screens in Urdu) and the server
 * (notifications and mails in the reader's language). English names stay where they are (OFFICE_NAMES,
 * STATUS_NAMES, CHALLAN_HEADS, the academic departments of the database); a name missing here shows in
 * English.
 */
export type Lang = 'en' | 'ur';
export const LANGS = ['en', 'ur'] as const;

export const isLang = (v: unknown): v is Lang => v === 'en' || v === 'ur';

/** Offices (fixed ids) and the academic departments every database starts with. */
export const DEPARTMENT_NAMES_UR: Record<number, string> = {
  101: 'کارڈ آفس',
  102: 'امتحانی شعبہ',
  123: 'خزانچی',
  130: 'ٹرانسپورٹ آفس',
  405: 'ہاسٹلز انتظامیہ',
  406: 'مرکزی لائبریری',
  407: 'اقبال ہاسٹل',
  408: 'قائداعظم ہاسٹل',
  409: 'راوی ہاسٹل',
  410: 'نیو ہاسٹل',
  411: 'گرلز ہاسٹل',
  412: 'کنیئرڈ ہاسٹل',
  413: 'پی جی لائبریری',
  414: 'لائف سائنسز لائبریری',
  415: 'کے ایس کے لائبریری',
  201: 'کمپیوٹر سائنس',
  202: 'طبیعیات',
  203: 'کیمیا',
  204: 'ریاضی',
  205: 'انگریزی',
  206: 'معاشیات',
  207: 'نباتیات',
  208: 'حیوانیات',
  209: 'شماریات',
  210: 'نفسیات',
  230: 'انٹرمیڈیٹ تعلیم',
};

/**
 * The English names of the academic departments above, as the database holds them (apps/server/src/db/academics.ts;
 * a server test keeps the two in step). Lets a screen that only has a department's name find its Urdu one.
 */
const ACADEMIC_NAMES_EN: Record<number, string> = {
  201: 'Computer Science',
  202: 'Physics',
  203: 'Chemistry',
  204: 'Mathematics',
  205: 'English',
  206: 'Economics',
  207: 'Botany',
  208: 'Zoology',
  209: 'Statistics',
  210: 'Psychology',
  230: 'Intermediate Studies',
};

/** Every status of the catalogue (STATUS_NAMES) by id. */
export const STATUS_NAMES_UR: Record<number, string> = {
  0: 'نامکمل',
  1: 'زیرِ غور',
  2: 'تصدیق جاری',
  3: 'کارروائی جاری',
  4: 'معلومات نامکمل',
  5: 'جمع شدہ',
  6: 'تصویر واضح نہیں',
  7: 'فیس باقی',
  8: 'حوالے کر دیا گیا',
  9: 'منظور',
  10: 'مسترد',
  11: 'مکمل',
  12: 'فیس ادا شدہ',
  13: 'جرمانہ باقی',
  14: 'واجبات باقی',
  15: 'مقالہ موجود نہیں',
  16: 'کتابیں واپس نہیں',
  17: 'دستاویزات باقی',
  18: 'سالانہ واجبات باقی',
  19: 'میس بل باقی',
  20: 'کمرے کا کرایہ باقی',
  21: 'کارڈ واپس نہیں',
  22: 'منسوخ',
  23: 'بند',
  24: 'آئی ٹی نمائندے کو واپس',
  25: 'پی جی لائبریری کو بھیجی گئی',
  26: 'لائف سائنسز لائبریری کو بھیجی گئی',
  27: 'کے ایس کے لائبریری کو بھیجی گئی',
  28: 'صدرِ شعبہ کو بھیجی گئی',
};

/** The same Urdu names keyed by the English status (REQ_DEF), as the web's catalogue looks statuses up. */
export const urduStatusesByEnglish = (): Record<string, string> =>
  Object.fromEntries(Object.entries(STATUS_NAMES).map(([id, english]) => [english, STATUS_NAMES_UR[Number(id)] ?? english]));

/** Challan heads (CHALLAN_HEADS) by id. */
export const CHALLAN_HEAD_NAMES_UR: Record<number, string> = {
  1: 'لائبریری جرمانہ',
  2: 'گمشدہ کتاب کے اخراجات',
  3: 'ہاسٹل کے کمرے کا کرایہ',
  4: 'میس بل',
  5: 'ہاسٹل کے نقصان کے اخراجات',
  6: 'ٹیوشن فیس کے بقایاجات',
  7: 'امتحانی فیس',
  8: 'طالب علم کارڈ کے اخراجات',
  9: 'لیبارٹری واجبات',
  10: 'متفرق جرمانہ',
  11: 'کلیئرنس پروسیسنگ فیس',
  12: 'ٹرانسپورٹ کارڈ فیس',
};

/** English name (lower case) → id; built on first use, so a bundle that never looks a name up keeps none of this. */
const byEnglish = (en: () => Record<number, string>) => {
  let map: Map<string, number> | undefined;
  return (name: string) => {
    map ??= new Map(Object.entries(en()).map(([id, n]) => [n.toLowerCase(), Number(id)]));
    return map.get(name.trim().toLowerCase());
  };
};
const departmentIdOf = byEnglish(() => ({ ...OFFICE_NAMES, ...ACADEMIC_NAMES_EN }));
const headIdOf = byEnglish(() => Object.fromEntries(CHALLAN_HEADS.map((h) => [h.REQ_ID, h.REQ_DEF])));
const statusIdOf = byEnglish(() => STATUS_NAMES);

/** The academic row of a clearance is the HOD's: "HOD (Computer Science)" (rowDepartmentName). */
const HOD_ROW = /^HOD \((.+)\)$/;

/**
 * A department's or office's name in `lang`: by its id when known, else by its English name; a name with no
 * Urdu one stays as it is. Understands the clearance's "HOD (<department>)" rows.
 */
export function departmentName(lang: Lang, english: string | null | undefined, dId?: number | null): string {
  const name = english ?? (dId != null ? (OFFICE_NAMES[dId] ?? ACADEMIC_NAMES_EN[dId] ?? '') : '');
  if (lang === 'en') return name;
  const hod = HOD_ROW.exec(name);
  if (hod) return `صدرِ شعبہ (${departmentName(lang, hod[1], dId)})`;
  const id = dId != null && DEPARTMENT_NAMES_UR[dId] ? dId : departmentIdOf(name);
  return (id != null && DEPARTMENT_NAMES_UR[id]) || name;
}

/** A status in `lang`, by id or by its English name (REQ_DEF); an unknown status stays as given. */
export function statusNameIn(lang: Lang, status: number | string): string {
  const id = typeof status === 'number' ? status : statusIdOf(status);
  const english = typeof status === 'number' ? (STATUS_NAMES[status] ?? String(status)) : status;
  if (lang === 'en' || id == null) return english;
  return STATUS_NAMES_UR[id] ?? english;
}

/** A challan head in `lang`, by id or by its English name (a challan's description); other text stays. */
export function challanHeadName(lang: Lang, english: string | null | undefined, headId?: number | null): string {
  const name = english ?? (headId != null ? (CHALLAN_HEADS.find((h) => h.REQ_ID === headId)?.REQ_DEF ?? '') : '');
  if (lang === 'en') return name;
  const id = headId != null && CHALLAN_HEAD_NAMES_UR[headId] ? headId : headIdOf(name);
  return (id != null && CHALLAN_HEAD_NAMES_UR[id]) || name;
}

/** The kinds of document /verify names, by their English name. */
const DOCUMENT_KINDS_UR: Record<string, string> = {
  'Bank Challan': 'بینک چالان',
  'Clearance Form': 'کلیئرنس فارم',
  'Clearance Certificate': 'کلیئرنس سرٹیفکیٹ',
};

/** A kind of document in `lang` (other kinds stay as given). */
export const documentKindName = (lang: Lang, english: string): string => (lang === 'ur' && DOCUMENT_KINDS_UR[english]) || english;

/** The staff header's title in Urdu: "<office> [— <role>] پورٹل" (in English "<department> [HOD|IT] Portal"). */
export function staffPortalTitleUr(office: string, role: 'HOD' | 'IT' | null): string {
  const roleUr = role === 'HOD' ? 'صدرِ شعبہ' : role === 'IT' ? 'آئی ٹی نمائندہ' : '';
  return roleUr ? `${office} — ${roleUr} پورٹل` : `${office} پورٹل`;
}

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** Urdu month names as Pakistan writes them (the same as Intl's `ur` names; fixed so server and browsers agree). */
export const MONTHS_UR = ['جنوری', 'فروری', 'مارچ', 'اپریل', 'مئی', 'جون', 'جولائی', 'اگست', 'ستمبر', 'اکتوبر', 'نومبر', 'دسمبر'];
export const monthNames = (lang: Lang) => (lang === 'ur' ? MONTHS_UR : MONTHS_EN);

type DateLike = string | number | Date | null | undefined;

function calendarDay(d: DateLike) {
  const iso = formatDateInput(d);
  if (!iso) return null;
  const [y, m, day] = iso.split('-');
  return { y: y!, m: Number(m) - 1, day: day! };
}

/** DD MMMM YYYY with the month named in `lang` ("26 November 2026", "26 نومبر 2026"); '' for no date. */
export function formatDateLongIn(lang: Lang, d: DateLike): string {
  const x = calendarDay(d);
  return x ? `${x.day} ${monthNames(lang)[x.m]} ${x.y}` : '';
}

/** DD-MMM-YYYY in English ("26-Nov-2026"); Urdu has no short month names, so the long form. */
export function formatDateMonthIn(lang: Lang, d: DateLike): string {
  const x = calendarDay(d);
  if (!x) return '';
  return lang === 'ur' ? formatDateLongIn(lang, d) : `${x.day}-${MONTHS_EN[x.m]!.slice(0, 3)}-${x.y}`;
}
export * from './urdu-words.js';
