/**
 * Personal values a test plants where the app might log them (one person's CNIC, phone numbers, e-mail and
 * password), to check that no log line holds any of them.
 */
export const PLANTED = {
  CNIC: '35202-1234567-1',
  CNIC_DIGITS: '3520212345671',
  PHONE: '0321-9876543',
  PHONE_DIGITS: '03219876543',
  PHONE_INTL: '+92 333 1234567',
  PHONE_INTL_DIGITS: '+923331234567',
  EMAIL: 'planted.person@example.com',
  PASSWORD: 'Planted#Passw0rd',
} as const;
