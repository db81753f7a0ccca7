import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import {
  cnicInput,
  EDUCATION_LEVELS,
  EDUCATION_PLACEHOLDER,
  EMPTY_REGISTRATION,
  phoneInput,
  RegisterAttendeesBodySchema,
  registrationErrors,
  type RegistrationField,
} from './registration.js';
import { EVENT_MSG } from './messages.js';

const valid: Record<RegistrationField, string> = {
  name: 'Ayesha Khan',
  email: 'ayesha.khan@example.com',
  CNIC: '3520212345671',
  phoneNumber: '03001234567',
  city: 'Lahore',
  levelofEducation: EDUCATION_LEVELS[3],
  institutionName: 'Government College University',
};

describe('RegistrationSchema', () => {
  it('accepts a complete registration', () => {
    expect(registrationErrors(valid)).toEqual({});
  });

  it('gives every field its required message on an empty form', () => {
    expect(registrationErrors(EMPTY_REGISTRATION)).toEqual({
      name: MSG.requiredField,
      email: MSG.requiredField,
      CNIC: MSG.requiredField,
      phoneNumber: MSG.requiredField,
      city: MSG.requiredFieldDot,
      levelofEducation: MSG.requiredField,
      institutionName: MSG.requiredField,
    });
  });

  const cases: [string, RegistrationField, string, string | undefined][] = [
    ['name shorter than 8', 'name', 'Ali Raza', undefined],
    ['name of 7 characters', 'name', 'Ali Ali', MSG.enterFullName],
    ['name with digits', 'name', 'Ayesha Khan 2', EVENT_MSG.lettersOnly],
    ['name with comma', 'name', 'Khan, Ayesha', undefined],
    ['name with a hyphen', 'name', 'Ayesha Khan-Ali', EVENT_MSG.lettersOnly],
    ['blank name', 'name', '     ', MSG.requiredField],
    ['email without @', 'email', 'ayesha.example.com', MSG.validEmail],
    ['email at a .edu.pk address', 'email', 'ayesha@gcu.edu.pk', undefined],
    ['a formula as the e-mail', 'email', '=HYPERLINK("http://evil.example","x")@e.com', MSG.validEmail],
    ['email in capitals', 'email', 'AYESHA@EXAMPLE.COM', undefined],
    ['email with a space', 'email', 'aye sha@example.com', MSG.validEmail],
    ['CNIC of 12 digits', 'CNIC', '352021234567', MSG.cnicLength],
    ['CNIC with dashes', 'CNIC', '35202-1234567-1', EVENT_MSG.cnicDigits],
    ['CNIC of 14 digits', 'CNIC', '35202123456712', EVENT_MSG.cnicDigits],
    ['phone of 10 digits', 'phoneNumber', '0300123456', MSG.phoneLength],
    ['phone without leading 0', 'phoneNumber', '30012345678', EVENT_MSG.phoneDigits],
    ['phone of 12 digits', 'phoneNumber', '030012345678', EVENT_MSG.phoneDigits],
    ['city outside the list', 'city', 'Atlantis', EVENT_MSG.unknownCity],
    ['city in other case', 'city', '  karachi ', undefined],
    ['level left at Select...', 'levelofEducation', EDUCATION_PLACEHOLDER, MSG.requiredField],
    ['level not an option', 'levelofEducation', 'Kindergarten', EVENT_MSG.unknownLevel],
    ['institution with digits', 'institutionName', 'School 42', EVENT_MSG.lettersOnly],
    ['institution with comma', 'institutionName', 'GCU, Lahore', undefined],
  ];
  it.each(cases)('%s', (_name, field, value, message) => {
    expect(registrationErrors({ ...valid, [field]: value })[field]).toBe(message);
  });

  it('is the body of registerAttendees under Data', () => {
    expect(RegisterAttendeesBodySchema.safeParse({ Data: valid }).success).toBe(true);
    expect(RegisterAttendeesBodySchema.safeParse(valid).success).toBe(false);
  });
});

describe('input shaping', () => {
  it('keeps CNIC digits only, at most 13', () => {
    expect(cnicInput('35202-1234567-1')).toBe('3520212345671');
    expect(cnicInput('352021234567199')).toBe('3520212345671');
    expect(cnicInput('abc')).toBe('');
  });
  it('forces a leading 0 on the phone and cuts to 11', () => {
    expect(phoneInput('3001234567')).toBe('03001234567');
    expect(phoneInput('0300-1234567')).toBe('03001234567');
    expect(phoneInput('030012345678')).toBe('03001234567');
    expect(phoneInput('x')).toBe('');
    expect(phoneInput('3')).toBe('03');
  });
});
