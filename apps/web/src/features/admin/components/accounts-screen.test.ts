import { describe, expect, it } from 'vitest';
import type { DepartmentRow } from '@portal/domain';
import { officeOptions } from './accounts-screen';

const department = (D_ID: number, D_NM: string, KIND: string): DepartmentRow => ({ D_ID, D_NM, KIND, TARGET_DAYS: 5, TARGET_IS_DEFAULT: true, PROGRAMMES: 0 });

describe('the Accounts list office filter', () => {
  it('offers every department once read: offices, academic departments, hostels and libraries', () => {
    const options = officeOptions([department(101, 'Card Office', 'office'), department(201, 'Computer Science', 'academic'), department(407, 'Iqbal Hostel', 'hostel')]);
    expect(options).toEqual([
      { value: '101', label: '101 Card Office' },
      { value: '201', label: '201 Computer Science' },
      { value: '407', label: '407 Iqbal Hostel' },
    ]);
  });
  it('offers the fixed offices until the departments are read', () => {
    expect(officeOptions(undefined)).toContainEqual({ value: '101', label: '101 Card Office' });
  });
});
