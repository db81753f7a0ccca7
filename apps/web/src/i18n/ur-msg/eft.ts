import type { MESSAGE_CATALOGUES } from '@portal/domain';
import type { Translation } from '../translation';

/** The Urdu of the eft messages, by code (`eft.<key>`); `{{0}}` is a template's argument. */
export const urEftMsg: Translation<(typeof MESSAGE_CATALOGUES)['eft']> = {
    notEligible: 'آپ اینڈاؤمنٹ فنڈ کے اہل نہیں۔',
    intermediate: 'انٹرمیڈیٹ کے طلبہ اینڈاؤمنٹ فنڈ کے اہل نہیں۔',
    firstYear: 'پہلے سال کے طلبہ اینڈاؤمنٹ فنڈ کے اہل نہیں۔',
    alreadyApplied: 'آپ موجودہ اینڈاؤمنٹ شیڈول میں پہلے ہی درخواست دے چکے ہیں۔',
    noLiveSchedule: 'اینڈاؤمنٹ فنڈ کی درخواستیں اس وقت بند ہیں۔',
    applied: 'آپ کی اینڈاؤمنٹ فنڈ کی درخواست جمع ہو گئی ہے',
    income: 'براہِ کرم گھر کی ماہانہ آمدنی روپوں میں درج کریں',
    dependants: 'براہِ کرم زیرِ کفالت افراد کی تعداد درج کریں (0–30)',
    reason: 'براہِ کرم وضاحت کریں کہ آپ کو مالی امداد کیوں درکار ہے (کم از کم 20 حروف)',
    occupation: 'براہِ کرم اپنے سرپرست کا پیشہ درج کریں',
    scheduleTitle: 'براہِ کرم شیڈول کا عنوان درج کریں',
    scheduleDates: 'بند ہونے کی تاریخ کھلنے کی تاریخ کے بعد ہو',
    scheduleOverlap: 'ان تاریخوں میں ایک اور شیڈول کھلا ہے',
    documentReplaced: 'آپ کی دستاویز اپ لوڈ ہو گئی ہے',
    documentNotNeeded: 'نئی دستاویز صرف اس وقت اپ لوڈ ہو سکتی ہے جب درخواست پر "دستاویزات باقی" یا "معلومات نامکمل" درج ہو۔',
};
