import * as languages from '@portal/domain/languages';
import { STATUS } from '@portal/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { ur } from '../../../../i18n/ur';
import { setUrduData } from '../../../../i18n/urdu-data';
import { renderScreen } from '../../../../test/render-screen';
import { auditActionWords, entityWords } from '../audit-names';
import { auditChanges } from '../audit-words';
import { AuditChangeList } from './audit-change-list';

const t = i18n.t.bind(i18n);
const officeById = (id: number) => (id === 230 ? 'Computer Science' : undefined);
const decision = {
  ENTITY: 'clearance_row',
  BEFORE: { D_ID: 406, REQ_ID: STATUS.PENDING, COMMENT: '' },
  AFTER: { D_ID: 406, REQ_ID: STATUS.APPROVED, COMMENT: 'Books returned' },
};
const disabled = {
  ENTITY: 'account',
  BEFORE: { USERNAME: 'card', D_ID: 101, DISABLED: false, LAST_SIGN_IN_AT: '2026-11-20T09:30:00.000Z', CREATED_AT: '2026-01-02T03:04:00.000Z' },
  AFTER: { USERNAME: 'card', D_ID: 101, DISABLED: true, LAST_SIGN_IN_AT: '2026-11-20T09:30:00.000Z', CREATED_AT: '2026-01-02T03:04:00.000Z' },
};
const words = (e: { ENTITY: string; BEFORE: unknown; AFTER: unknown }) =>
  auditChanges(e, { t, officeById }).map((c) => `${c.label}: ${c.from ?? ''} > ${c.to ?? ''}`);

setUrduData(languages);
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('an audited change in words', () => {
  it("names a status code by the status's name, and leaves out the fields that did not change", () => {
    // A clearance decision says whose it is first: the office.
    expect(words(decision)).toEqual(['Office:  > Main Library', 'Status: Pending > Approved', 'Comment: — > Books returned']);
    expect(words({ ...decision, AFTER: decision.BEFORE })).toEqual([]);
    // An after that is a patch: the fields it leaves out were not changed.
    expect(words({ ENTITY: 'department', BEFORE: { D_NM: 'Physics', TARGET_DAYS: 5 }, AFTER: { TARGET_DAYS: 9 } })).toEqual(['Target days: 5 > 9']);
  });

  it('says a flag as yes or no, an office by its name, a day as the portal writes it', () => {
    expect(words(disabled)).toEqual(['Disabled: No > Yes']);
    expect(words({ ENTITY: 'card_request', BEFORE: { DISTRIBUTION_DATE: null }, AFTER: { DISTRIBUTION_DATE: '2026-12-05' } })).toEqual([
      'Distribution date: — > 05-12-2026',
    ]);
    expect(words({ ENTITY: 'clearance_request', BEFORE: null, AFTER: { D_ID: 406, DEPT_ID: 230, HOSTEL_ID: null } })).toEqual([
      'Library chosen:  > Main Library',
      'Department:  > Computer Science',
    ]);
    // A made record lists what it holds, in the fields' order; an office's name beside its id is said once.
    expect(words({ ENTITY: 'account', BEFORE: null, AFTER: { D_NM: 'Main Library', DISABLED: false, KIND: 'staff', D_ID: 406 } })).toEqual([
      'Office:  > Main Library',
      'Role:  > staff',
      'Disabled:  > No',
    ]);
    expect(words({ ENTITY: 'account', BEFORE: { DELETED_AT: null }, AFTER: { DELETED_AT: '2026-11-20T09:30:00.000Z' } })[0]).toMatch(
      /^Deleted on: — > 20-11-2026 \d\d:\d\d$/,
    );
  });

  it('names the kind of record and the action in words', () => {
    expect(entityWords('clearance_row', t)).toBe('Clearance decision');
    expect(auditActionWords('disable', t)).toBe('Disabled');
    expect(auditActionWords('set-venue', t)).toBe('Set venue');
  });

  it('shows the change as a list, and the raw data only folded under "Show raw"', () => {
    renderScreen(<AuditChangeList row={decision} officeById={officeById} />);
    const list = screen.getByRole('list', { name: 'Change' });
    expect(list.textContent).toBe('Office: Main LibraryStatus: Pending → ApprovedComment: — → Books returned');
    expect(list.textContent).not.toContain('REQ_ID');
    const raw = screen.getByText('Show raw').closest('details')!;
    expect(raw.open).toBe(false);
    expect(raw.textContent).toContain('"REQ_ID": 9');
  });

  it('says it all in Urdu: labels, statuses, offices, yes and no', async () => {
    i18n.addResourceBundle('ur', 'translation', ur, true, true);
    await i18n.changeLanguage('ur');
    expect(words(decision)).toEqual(['دفتر:  > مرکزی لائبریری', 'حیثیت: زیرِ غور > منظور', 'تبصرہ: — > Books returned']);
    expect(words(disabled)).toEqual(['بند: نہیں > ہاں']);
    expect(words({ ENTITY: 'clearance_request', BEFORE: null, AFTER: { D_ID: 406 } })).toEqual(['منتخب لائبریری:  > مرکزی لائبریری']);
    expect(entityWords('account', t)).toBe('اکاؤنٹ');
    expect(auditActionWords('disable', t)).toBe('بند کیا گیا');
    renderScreen(<AuditChangeList row={decision} officeById={officeById} />);
    const list = screen.getByRole('list');
    expect(list.textContent).toContain('دفتر: مرکزی لائبریری');
    expect(list.textContent).toContain('حیثیت: زیرِ غور ← منظور');
    expect(screen.getByText('اصل ڈیٹا دکھائیں')).toBeTruthy();
  });
});
