import { describe, expect, it } from 'vitest';
import { CHALLAN_HEADS } from './clearance/constants.js';
import { OFFICE_NAMES } from './departments.js';
import {
  CHALLAN_HEAD_NAMES_UR,
  challanHeadName,
  DEPARTMENT_NAMES_UR,
  departmentName,
  formatDateLongIn,
  formatDateMonthIn,
  MONTHS_UR,
  STATUS_NAMES_UR,
  statusNameIn,
} from './languages.js';
import { STATUS_NAMES } from './statuses.js';

const ARABIC_ONLY = /^[\u0600-\u06FF\s()،ـ]+$/;

describe('what data is called in Urdu', () => {
  it('every office, status and challan head has an Urdu name in Urdu script', () => {
    for (const id of Object.keys(OFFICE_NAMES).map(Number)) expect(DEPARTMENT_NAMES_UR[id], `office ${id}`).toMatch(ARABIC_ONLY);
    for (const id of Object.keys(STATUS_NAMES).map(Number)) expect(STATUS_NAMES_UR[id], `status ${id}`).toMatch(ARABIC_ONLY);
    for (const h of CHALLAN_HEADS) expect(CHALLAN_HEAD_NAMES_UR[h.REQ_ID], `head ${h.REQ_ID}`).toMatch(ARABIC_ONLY);
  });

  it('finds a name by id or by its English name; English stays English; unknown names stay as given', () => {
    expect(departmentName('ur', 'Main Library')).toBe('مرکزی لائبریری');
    expect(departmentName('ur', 'whatever', 406)).toBe('مرکزی لائبریری');
    expect(departmentName('ur', 'HOD (Computer Science)', 201)).toBe('صدرِ شعبہ (کمپیوٹر سائنس)');
    expect(departmentName('ur', 'Geography', 211)).toBe('Geography');
    expect(departmentName('en', 'Main Library', 406)).toBe('Main Library');
    expect(departmentName('en', null, 406)).toBe('Main Library');
    expect(statusNameIn('ur', 'Image Not Clear')).toBe('تصویر واضح نہیں');
    expect(statusNameIn('en', 6)).toBe('Image Not Clear');
    expect(challanHeadName('ur', 'Mess Bill')).toBe('میس بل');
    expect(challanHeadName('ur', 'A typed description')).toBe('A typed description');
  });

  it('names months as Intl does for Urdu, with the same digits in both languages', () => {
    const intl = Array.from({ length: 12 }, (_, m) => new Intl.DateTimeFormat('ur', { month: 'long' }).format(new Date(2026, m, 15)));
    expect(MONTHS_UR).toEqual(intl);
    expect(formatDateLongIn('en', '2026-11-26')).toBe('26 November 2026');
    expect(formatDateLongIn('ur', '2026-11-26')).toBe('26 نومبر 2026');
    expect(formatDateMonthIn('en', '2026-03-05')).toBe('05-Mar-2026');
    expect(formatDateLongIn('ur', null)).toBe('');
  });
});
