/**
 * Urdu words for data the portal stores in English: amounts of money in words, a class ("BSCS 4th Year"),
 * the event form's levels of education. Loaded with the other Urdu tables (./languages.ts).
 */

/** Urdu numbers 0–99: each is its own word, not built from tens and units. */
const UNDER_100 = (
  'صفر ایک دو تین چار پانچ چھ سات آٹھ نو دس گیارہ بارہ تیرہ چودہ پندرہ سولہ سترہ اٹھارہ انیس ' +
  'بیس اکیس بائیس تئیس چوبیس پچیس چھبیس ستائیس اٹھائیس انتیس تیس اکتیس بتیس تینتیس چونتیس پینتیس چھتیس سینتیس اڑتیس انتالیس ' +
  'چالیس اکتالیس بیالیس تینتالیس چوالیس پینتالیس چھیالیس سینتالیس اڑتالیس انچاس پچاس اکاون باون ترپن چون پچپن چھپن ستاون اٹھاون انسٹھ ' +
  'ساٹھ اکسٹھ باسٹھ تریسٹھ چونسٹھ پینسٹھ چھیاسٹھ سڑسٹھ اڑسٹھ انہتر ستر اکہتر بہتر تہتر چوہتر پچھتر چھہتر ستتر اٹھہتر اناسی ' +
  'اسی اکیاسی بیاسی تراسی چوراسی پچاسی چھیاسی ستاسی اٹھاسی نواسی نوے اکانوے بانوے ترانوے چورانوے پچانوے چھیانوے ستانوے اٹھانوے ننانوے'
).split(' ');

/** The South Asian grouping, largest first: crore (10^7), lakh (10^5), thousand, hundred. */
const GROUPS: [number, string][] = [
  [10_000_000, 'کروڑ'],
  [100_000, 'لاکھ'],
  [1_000, 'ہزار'],
  [100, 'سو'],
];

/** A whole amount in Urdu words, as an Urdu reader says it: 1,500 is "ایک ہزار پانچ سو". */
export function urduAmountWords(amount: number): string {
  let n = Math.round(Math.abs(amount));
  if (n < 100) return UNDER_100[n];
  const words: string[] = [];
  for (const [size, name] of GROUPS) {
    if (n < size) continue;
    const count = Math.floor(n / size);
    words.push(size === 10_000_000 && count >= 100 ? urduAmountWords(count) : UNDER_100[count], name);
    n %= size;
  }
  if (n > 0) words.push(UNDER_100[n]);
  return words.join(' ');
}

const YEAR_ORDINALS_UR = ['اوّل', 'دوم', 'سوم', 'چہارم', 'پنجم', 'ششم'];

/** A class as the university writes it ("BSCS 4th Year") in Urdu ("BSCS سالِ چہارم"); anything else as it is. */
export function classLabelUr(english: string): string {
  const m = /^(.*\S)\s+([1-6])(?:st|nd|rd|th) Year$/.exec(english);
  return m ? `${m[1]} سالِ ${YEAR_ORDINALS_UR[Number(m[2]) - 1]}` : english;
}

/** The event form's levels of education (events/registration.ts) in Urdu; the stored value stays English. */
const EDUCATION_LEVELS_UR: Record<string, string> = {
  Matric: 'میٹرک',
  'Intermediate (F.A, F.Sc, ICS)': 'انٹرمیڈیٹ (ایف اے، ایف ایس سی، آئی سی ایس)',
  'Associate Ordinary Bachelor (BA/BSc)': 'ایسوسی ایٹ / عام بیچلر (بی اے / بی ایس سی)',
  'Bachelor (BS, MA/MSc (16), LLB)': 'بیچلر (بی ایس، ایم اے / ایم ایس سی (16)، ایل ایل بی)',
  'Masters (M.Phil/MS/MBA)': 'ماسٹرز (ایم فل / ایم ایس / ایم بی اے)',
  'Doctoral (PhD)': 'ڈاکٹریٹ (پی ایچ ڈی)',
};

/** A level of education in Urdu; a value that is not one of the form's shows as stored. */
export const educationLevelUr = (english: string): string => EDUCATION_LEVELS_UR[english] ?? english;

/** The card dues' names in Urdu, by their short code (id-cards/cards.ts DUES_CODE). */
const DUES_NAMES_UR: Record<string, string> = {
  SC: 'نیا طالب علم کارڈ',
  DSC: 'ڈپلیکیٹ طالب علم کارڈ',
  TSC: 'ٹرپلیکیٹ طالب علم کارڈ',
  Qrup: 'چوتھا طالب علم کارڈ',
  SCC: 'کلیئرنس کارڈ',
};

/** A card due's name in Urdu by its code; an unknown code keeps the stored English name. */
export const duesNameUr = (code: string, english: string): string => DUES_NAMES_UR[code] ?? english;
