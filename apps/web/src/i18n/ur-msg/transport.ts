import type { MESSAGE_CATALOGUES } from '@portal/domain';
import type { Translation } from '../translation';

/** The Urdu of the transport messages, by code (`transport.<key>`); `{{0}}` is a template's argument. */
export const urTransportMsg: Translation<(typeof MESSAGE_CATALOGUES)['transport']> = {
    applied: 'آپ کی ٹرانسپورٹ کارڈ کی درخواست جمع ہو گئی ہے',
    resubmitted: 'آپ کی ٹرانسپورٹ کارڈ کی درخواست دوبارہ جمع ہو گئی ہے',
    notOwnIdentity: 'آپ صرف اپنے ٹرانسپورٹ کارڈ کے لیے درخواست دے سکتے ہیں',
    notOwnRequest: 'یہ ٹرانسپورٹ درخواست آپ کی نہیں',
    onlyImageNotClear: 'صرف "تصویر واضح نہیں" والی درخواست میں ترمیم ہو سکتی ہے',
    challanOnlyFeePending: 'چالان صرف اس وقت دستیاب ہے جب درخواست "فیس باقی" ہو',
    stopNotOnRoute: 'منتخب اسٹاپ منتخب روٹ پر نہیں',
    routeNotFound: 'روٹ نہیں ملا',
    stopNotFound: 'اسٹاپ نہیں ملا',
    requestNotFound: 'ٹرانسپورٹ درخواست نہیں ملی',
    routeNumberTaken: 'اس نمبر کا روٹ پہلے سے موجود ہے',
    stopNameTaken: 'یہ اسٹاپ پہلے سے روٹ پر موجود ہے',
    routeInUse: 'حذف نہیں ہو سکا: {{0}} ٹرانسپورٹ درخواستیں یہ روٹ استعمال کر رہی ہیں۔ پہلے انہیں منتقل یا بند کریں۔',
    stopInUse: 'حذف نہیں ہو سکا: {{0}} ٹرانسپورٹ درخواستیں یہ اسٹاپ استعمال کر رہی ہیں۔ پہلے انہیں منتقل یا بند کریں۔',
    anotherOpenRequest: 'طالب علم کی ایک اور ٹرانسپورٹ درخواست پہلے سے کھلی ہے',
    badMode: 'پتے کا آخری حصہ REPLACE ہونا چاہیے',
};
