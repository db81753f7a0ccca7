import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { NextStep } from '@portal/domain';
import * as languages from '@portal/domain/languages';
import { addEnglish } from './add-english';
import { enScreens } from './en-screens';
import { i18n } from './i18n';
import { nextStepText, staffNextStepText } from './next-step';
import { urScreens } from './ur-screens';
import { setUrduData } from './urdu-data';

const books: NextStep = { code: 'return-books', params: { office: 'the Main Library', venue: 'Room 4' }, text: 'Return books to the Main Library (Room 4)', studentActs: true };
const hod: NextStep = { code: 'waiting-for', params: { office: 'your HOD' }, text: 'Waiting for your HOD', studentActs: false };

beforeAll(() => {
  addEnglish(enScreens);
  i18n.addResourceBundle('ur', 'translation', urScreens, true, true);
  setUrduData(languages);
});
afterEach(() => i18n.changeLanguage('en'));

describe('a next step as staff read it', () => {
  it('speaks about the student, not to them, where the student acts', () => {
    expect(nextStepText(books)).toBe('Return books to the Main Library (Room 4)');
    expect(staffNextStepText(books)).toBe('The student returns books to the Main Library (Room 4)');
    expect(staffNextStepText(hod)).toBe("Waiting for the student's HOD");
    const pay: NextStep = { code: 'pay-challan', params: { challanId: 951, amount: 750, office: 'the Main Library' }, text: '', studentActs: true };
    expect(staffNextStepText(pay)).toBe('The student pays challan 951 of PKR 750; the Main Library approves after payment');
  });

  it('in Urdu too, with the office named in Urdu', async () => {
    await i18n.changeLanguage('ur');
    expect(staffNextStepText(books)).toBe('طالب علم کتابیں مرکزی لائبریری کو واپس کرے (Room 4)');
    expect(nextStepText(books)).toBe('کتابیں مرکزی لائبریری کو واپس کریں (Room 4)');
  });

  it('says nothing for no step', () => {
    expect(staffNextStepText(null)).toBeNull();
  });
});
