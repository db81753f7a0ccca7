import type { MESSAGE_CATALOGUES } from '@portal/domain';
import type { Translation } from '../translation';

/** The Urdu of the notification messages, by code (`notification.<key>`); `{{0}}` is a template's argument. */
export const urNotificationMsg: Translation<(typeof MESSAGE_CATALOGUES)['notification']> = {
    markWhich: 'پڑھی ہوئی نشان زد کرنے کے لیے اطلاعات کی آئی ڈیز دیں، یا all: true',
    languageSaved: 'زبان محفوظ ہو گئی',
    settingsSaved: 'اطلاعات کی ترتیبات محفوظ ہو گئیں',
    language: 'انگریزی (en) یا اردو (ur) منتخب کریں',
    mailResent: 'ای میل دوبارہ بھیجنے کے لیے قطار میں لگا دی گئی ہے',
    mailNotFailed: 'صرف ناکام ای میل دوبارہ بھیجی جا سکتی ہے',
};
