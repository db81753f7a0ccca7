/**
 * The line printed on every challan and shown beside every unpaid challan when the banks' bill-payment calls
 * are on: any bank's app, internet banking, ATM or branch pays the challan by its consumer number.
 */
export const PAY_AT_ANY_BANK = {
  en: 'Pay at any bank branch, ATM, internet or mobile banking — 1Bill / Kuickpay: consumer number',
  ur: 'کسی بھی بینک کی برانچ، اے ٹی ایم، انٹرنیٹ یا موبائل بینکنگ سے ادائیگی کریں — 1Bill / Kuickpay: کنزیومر نمبر',
} as const;

/** The line with the challan's consumer number, in English or Urdu. */
export const payAtAnyBank = (consumerNumber: string, language: 'en' | 'ur' = 'en') => `${PAY_AT_ANY_BANK[language]} ${consumerNumber}`;
