import { describe, expect, it } from 'vitest';
import { AccountCreateBodySchema } from './admin/account-schemas.js';
import { isEmailAddress } from './email.js';
import { RegistrationSchema } from './events/registration.js';
import { NotificationSettingsSchema } from './notifications/schemas.js';

const VALID = ['ayesha@gcu.edu.pk', 'a.b+events@students.uni.edu.pk', "o'brien@example.org", 'ALI@EXAMPLE.COM', 'x@sub.example.co.uk', `${'a'.repeat(64)}@example.com`];
const INVALID = [
  '=HYPERLINK("http://evil.example","x")@e.com',
  '"x"@e.com',
  'a.example.com',
  'a b@example.com',
  'a@b',
  'a..b@example.com',
  'a@example.c',
  'Ali <ali@example.com>',
  'ali@example.com, bob@example.com',
  `${'a'.repeat(65)}@example.com`,
  `a@${'b'.repeat(250)}.com`,
];

describe('the one e-mail rule', () => {
  it.each(VALID)('accepts %s', (address) => expect(isEmailAddress(address)).toBe(true));
  it.each(INVALID)('refuses %s', (address) => expect(isEmailAddress(address)).toBe(false));

  it('every form that takes an address follows it: event registration, accounts, notification settings', () => {
    const registration = { name: 'Ayesha Khan', email: '', CNIC: '3520212345671', phoneNumber: '03001234567', city: 'Lahore', levelofEducation: 'Matric', institutionName: 'Government College' };
    const account = { kind: 'staff', username: 'ayesha', name: 'Ayesha Khan', D_ID: 1, email: '' };
    for (const address of [...VALID, ...INVALID]) {
      const valid = isEmailAddress(address);
      expect(RegistrationSchema.safeParse({ ...registration, email: address }).success, `registration ${address}`).toBe(valid);
      expect(NotificationSettingsSchema.safeParse({ EMAIL: address, EMAIL_NOTIFY: true }).success, `settings ${address}`).toBe(valid);
      const created = AccountCreateBodySchema.safeParse({ ...account, email: address });
      expect(created.error?.issues.some((i) => i.path[0] === 'email') ?? false, `account ${address}`).toBe(!valid);
    }
  });
});
