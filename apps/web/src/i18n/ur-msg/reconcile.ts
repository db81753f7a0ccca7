import type { MESSAGE_CATALOGUES } from '@portal/domain';
import type { Translation } from '../translation';

/** The Urdu of the reconcile messages, by code (`reconcile.<key>`); `{{0}}` is a template's argument. */
export const urReconcileMsg: Translation<(typeof MESSAGE_CATALOGUES)['reconcile']> = {
    noFile: 'بینک اسٹیٹمنٹ کی فائل منتخب کریں (CSV یا .xlsx)۔',
    tooLarge: 'اسٹیٹمنٹ بہت بڑی ہے (زیادہ سے زیادہ 5 MB)۔',
    wrongType: 'اسٹیٹمنٹ CSV فائل یا ایکسل ورک بک (.xlsx) ہونی چاہیے۔',
    unreadable: 'اسٹیٹمنٹ پڑھی نہیں جا سکی۔ اسے دوبارہ CSV یا .xlsx میں محفوظ کر کے اپ لوڈ کریں۔',
    empty: 'اسٹیٹمنٹ میں کوئی سطر نہیں۔',
    tooManyLines: 'اسٹیٹمنٹ میں بہت زیادہ سطریں ہیں (زیادہ سے زیادہ 20,000)۔',
    unpackedTooLarge: 'یہ ورک بک کھلنے پر کسی بینک اسٹیٹمنٹ سے کہیں زیادہ ڈیٹا بناتی ہے، اس لیے اسے نہیں کھولا گیا۔ اسٹیٹمنٹ کو دوبارہ CSV یا .xlsx میں محفوظ کر کے اپ لوڈ کریں۔',
    columnsMissing: 'اسٹیٹمنٹ میں چالان نمبر، رقم اور ادائیگی کی تاریخ کے کالم نہیں۔ منتخب کریں کہ کون سا کالم کیا رکھتا ہے۔',
    columnNotFound: 'اسٹیٹمنٹ میں "{{0}}" نام کا کوئی کالم نہیں۔',
    badAmount: 'سطر {{0}}: رقم "{{1}}" پورے روپوں میں نہیں۔',
    badDate: 'سطر {{0}}: تاریخ "{{1}}" درست نہیں (DD-MM-YYYY یا YYYY-MM-DD استعمال کریں)۔',
    futureDate: 'سطر {{0}}: ادائیگی کی تاریخ {{1}} مستقبل میں ہے۔',
    badCommit: 'commit کی قدر "0" (پیش نظارہ) یا "1" (ادائیگیاں درج کریں) ہو۔',
    committed: '{{0}} ادائیگیاں درج ہو گئیں۔',
    previewed: 'اسٹیٹمنٹ پڑھ لی گئی؛ ابھی کچھ درج نہیں ہوا۔',
    nothingToCommit: 'کوئی سطر کسی غیر ادا شدہ چالان سے نہیں ملتی؛ کچھ درج نہیں ہوا۔',
    settlementRange: 'ایک وقت میں زیادہ سے زیادہ 93 دن کی بینک ادائیگیاں دکھائی جا سکتی ہیں۔',
    changedMeanwhile: 'درج کرتے وقت اسٹیٹمنٹ کا ایک چالان بدل گیا؛ کچھ درج نہیں ہوا۔ اسٹیٹمنٹ کا دوبارہ پیش نظارہ کریں۔',
};
