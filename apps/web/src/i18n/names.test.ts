import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import * as languages from '@portal/domain/languages';
import { amountInWords, classLabel, educationLevel, headName, officeName } from './names';
import { setUrduData } from './urdu-data';
import { nextStepText } from './next-step';

// The Urdu tables arrive with the Urdu catalogue (load-language.ts).
setUrduData(languages);

describe('data named in the current language', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('English keeps the university\'s names', () => {
    expect(officeName('Main Library', 406)).toBe('Main Library');
    expect(headName('Mess Bill', 4)).toBe('Mess Bill');
  });

  it('Urdu names offices, departments (also the HOD row), heads and statuses from the domain', async () => {
    await i18n.changeLanguage('ur');
    expect(officeName('Main Library')).toBe('مرکزی لائبریری');
    expect(officeName('Transport Office', 130)).toBe('ٹرانسپورٹ آفس');
    expect(officeName('HOD (Computer Science)', 201)).toBe('صدرِ شعبہ (کمپیوٹر سائنس)');
    expect(officeName('Geography')).toBe('Geography');
    expect(headName('Examination Fee')).toBe('امتحانی فیس');
    expect(headName('Something else')).toBe('Something else');
  });

  it('an office inside an Urdu next step is named in Urdu', async () => {
    await i18n.changeLanguage('ur');
    i18n.addResourceBundle('ur', 'translation', { nextStep: { waitingFor: '{{office}} کا انتظار ہے' } }, true, true);
    expect(nextStepText({ code: 'waiting-for', params: { office: 'the Main Library' }, text: 'Waiting for the Main Library', studentActs: false })).toBe('مرکزی لائبریری کا انتظار ہے');
  });
});

describe('data stored in English, said in Urdu', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('keeps the stored words in English and says them in Urdu', async () => {
    expect(classLabel('BSCS 4th Year')).toBe('BSCS 4th Year');
    expect(amountInWords(1500, 'One Thousand Five Hundred')).toBe('One Thousand Five Hundred');
    expect(educationLevel('Matric')).toBe('Matric');
    await i18n.changeLanguage('ur');
    expect(classLabel('BSCS 4th Year')).toBe('BSCS سالِ چہارم');
    expect(amountInWords(1500, 'One Thousand Five Hundred')).toBe('ایک ہزار پانچ سو');
    expect(educationLevel('Matric')).toBe('میٹرک');
  });
});
