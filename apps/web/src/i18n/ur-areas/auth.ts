import type { enAuth } from '../en-areas/auth';
import type { Translation } from '../translation';

/** The Urdu of the account-security screens' texts (../en-areas/auth.ts), side by side with its English. */
export const urAuth: Translation<typeof enAuth> = {
  account: {
    password: {
      title: 'پاس ورڈ تبدیل کریں',
      current: 'موجودہ پاس ورڈ',
      new: 'نیا پاس ورڈ',
      newHint: 'کم از کم {{n}} حروف',
      again: 'نیا پاس ورڈ دوبارہ',
      change: 'پاس ورڈ تبدیل کریں',
      notSame: 'دونوں نئے پاس ورڈ ایک جیسے نہیں',
      everywhereAbout: 'فون کھو گیا یا کسی مشترکہ کمپیوٹر پر سائن اِن کیا تھا؟ ہر ڈیوائس سے سائن آؤٹ کریں؛ آپ کا پاس ورڈ وہی رہے گا۔',
      signOutEverywhere: 'ہر جگہ سے سائن آؤٹ',
      confirmSignOutEverywhere: 'ہر ڈیوائس سے سائن آؤٹ کریں، اس ڈیوائس سے بھی؟',
    },
    twoFactor: {
      title: 'دو مرحلہ سائن اِن',
      about: 'پاس ورڈ کے بعد سائن اِن کرتے وقت آپ کے فون کی تصدیقی ایپ کا 6 ہندسوں کا کوڈ بھی پوچھا جائے گا۔',
      setUp: 'دو مرحلہ سائن اِن ترتیب دیں',
      scan: 'تصدیقی ایپ سے QR کوڈ اسکین کریں (یا اس میں راز ٹائپ کریں)۔',
      enterCode: 'ایپ میں دکھایا گیا 6 ہندسوں کا کوڈ درج کریں۔',
      qrAlt: 'دو مرحلہ راز کا QR کوڈ',
      secret: 'راز:',
      code: 'ایپ کا کوڈ',
      turnOn: 'آن کریں',
      recoveryCodes: 'بحالی کوڈز',
      continue: 'جاری رکھیں',
    },
  },
};
