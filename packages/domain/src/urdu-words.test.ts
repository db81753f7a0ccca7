import { describe, expect, it } from 'vitest';
import { EDUCATION_LEVELS } from './events/registration.js';
import { DUES_CODE } from './id-cards/cards.js';
import { classLabelUr, duesNameUr, educationLevelUr, urduAmountWords } from './urdu-words.js';

describe('Urdu words for data stored in English', () => {
  it('says amounts as an Urdu reader does, in crore, lakh, thousand and hundred', () => {
    expect(urduAmountWords(0)).toBe('صفر');
    expect(urduAmountWords(45)).toBe('پینتالیس');
    expect(urduAmountWords(1000)).toBe('ایک ہزار');
    expect(urduAmountWords(1500)).toBe('ایک ہزار پانچ سو');
    expect(urduAmountWords(3000)).toBe('تین ہزار');
    expect(urduAmountWords(120_000)).toBe('ایک لاکھ بیس ہزار');
    expect(urduAmountWords(2_535_099)).toBe('پچیس لاکھ پینتیس ہزار ننانوے');
    expect(urduAmountWords(1_234_567_890)).toBe('ایک سو تئیس کروڑ پینتالیس لاکھ سڑسٹھ ہزار آٹھ سو نوے');
  });

  it('says the year of a class in Urdu and keeps the programme', () => {
    expect(classLabelUr('BSCS 4th Year')).toBe('BSCS سالِ چہارم');
    expect(classLabelUr('FA 1st Year')).toBe('FA سالِ اوّل');
    expect(classLabelUr('Alumni')).toBe('Alumni');
  });

  it('names every level of education, and keeps an unknown one', () => {
    for (const level of EDUCATION_LEVELS) expect(educationLevelUr(level)).not.toMatch(/[A-Za-z]/);
    expect(educationLevelUr('Other')).toBe('Other');
  });

  it('names every card due in Urdu', () => {
    for (const code of Object.values(DUES_CODE)) expect(duesNameUr(code, 'x')).not.toMatch(/[A-Za-z]/);
    expect(duesNameUr('ZZ', 'Other Card')).toBe('Other Card');
  });
});
