import type { MESSAGE_CATALOGUES } from '@portal/domain';
import type { Translation } from '../translation';

/** The Urdu of the studentImport messages, by code (`studentImport.<key>`); `{{0}}` is a template's argument. */
export const urStudentImportMsg: Translation<(typeof MESSAGE_CATALOGUES)['studentImport']> = {
  noFile: 'طلبہ کی فائل منتخب کریں (CSV یا .xlsx)۔',
  tooLarge: 'فائل بہت بڑی ہے (زیادہ سے زیادہ 10 MB)۔',
  nulByte: 'فائل میں NUL حرف ہے، اس لیے یہ CSV متن فائل نہیں۔ اسے دوبارہ CSV یا .xlsx کے طور پر محفوظ کریں۔',
  wrongType: 'فائل CSV یا ایکسل ورک بک (.xlsx) ہونی چاہیے۔',
  unreadable: 'فائل پڑھی نہیں جا سکی۔ اسے دوبارہ CSV یا .xlsx کے طور پر محفوظ کر کے اپ لوڈ کریں۔',
  empty: 'فائل میں طلبہ کی کوئی قطار نہیں۔',
  tooManyRows: 'فائل میں بہت زیادہ قطاریں ہیں (زیادہ سے زیادہ 20,000)۔',
  unpackedTooLarge: 'ورک بک کھلنے پر طلبہ کی فائل سے کہیں زیادہ بڑی ہو جاتی ہے، اس لیے اسے نہیں کھولا گیا۔',
  missingColumns: 'فائل کے ہیڈر میں {{0}} نہیں (ہیڈر: NM,F_NM,MAJ_ID,YEAR,RN,PH1,F_CONTACT,ADD1,B_GROUP,EMAIL)۔',
  password: 'درآمد ہونے والے طلبہ کے لیے کم از کم 8 حروف کا پہلا پاس ورڈ لازمی ہے۔',
  formulaIn: '{{0}}: فارمولا قبول نہیں؛ خود قدر لکھیں',
  unknownProgramme: 'نامعلوم MAJ_ID {{0}}',
  rollNumberTwice: 'رول نمبر {{0}} فائل میں دو بار ہے',
  rollNumberTaken: 'رول نمبر {{0}} پہلے سے موجود ہے',
  rejectedRows: '{{0}} قطاریں مسترد ہیں، اس لیے کچھ درآمد نہیں ہوا۔ فائل درست کریں، یا "درست قطاریں درآمد کریں" منتخب کریں۔',
  imported: '{{0}} طلبہ درآمد ہو گئے۔',
  checked: 'فائل جانچ لی گئی؛ ابھی کچھ درآمد نہیں ہوا۔',
};
