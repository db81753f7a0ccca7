import { ACCOUNT_MSG, ACADEMICS_MSG, type AccountRow } from '@portal/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import { DepartmentDialog, ProgrammeDialog } from '../academics/components/academics-dialogs';
import { AccountDialog } from './account-dialog';
import { CreateAccountDialog } from './create-account-dialog';

const json = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const DEPARTMENTS = { success: true, data: [{ D_ID: 102, D_NM: 'Examination Office', KIND: 'office', TARGET_DAYS: 5, TARGET_IS_DEFAULT: true, PROGRAMMES: 0 }] };

/** Answers the departments list, and `refusal` to the change sent (none: it must not be sent). */
function stubServer(refusal?: { status: number; body: object }) {
  const sent: { method: string; url: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).endsWith('/api/admin/departments') && (init?.method ?? 'GET') === 'GET') return json(200, DEPARTMENTS);
      sent.push({ method: init?.method ?? 'GET', url: String(url) });
      return refusal ? json(refusal.status, refusal.body) : json(500, {});
    }),
  );
  return sent;
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
/** Types into a field and leaves it, as a person does. */
function type(label: RegExp, value: string) {
  const el = input(label);
  fireEvent.focus(el);
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
}
/** The error said under the field (Mantine names it in aria-describedby). */
const errorUnder = (label: RegExp) => {
  const el = input(label);
  const ids = (el.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => (id ? document.getElementById(id) : null)).find((n) => n?.className.includes('error'))?.textContent ?? null;
};

// A dialog's first render loads Mantine and the schemas: slow on a busy machine.
describe('the administrator’s account forms', { timeout: 20_000 }, () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('say each mistake under its field as it is left, in words, before anything is sent', async () => {
    const sent = stubServer();
    renderScreen(<CreateAccountDialog opened onClose={() => {}} onCreated={() => {}} />);
    type(/^Username/, 'x');
    type(/^Name/, 'N'.repeat(5000));
    type(/^E-mail/, 'not-an-address');
    type(/^Staff id/, 'abc');
    expect(errorUnder(/^Username/)).toBe(ACCOUNT_MSG.usernameFormat);
    expect(errorUnder(/^Name/)).toBe(ACCOUNT_MSG.nameTooLong);
    expect(errorUnder(/^E-mail/)).toBe(ACCOUNT_MSG.badEmail);
    expect(errorUnder(/^Staff id/)).toBe(ACCOUNT_MSG.badStaffId);
    // The office was never touched: said once the form is sent, which it is not.
    expect(errorUnder(/^Office or department number/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(errorUnder(/^Office or department number/)).toBe(ACCOUNT_MSG.officeRequired);
    // An office the portal does not have, once the list of departments is read.
    await waitFor(() => {
      type(/^Office or department number/, '999');
      expect(errorUnder(/^Office or department number/)).toBe(ACCOUNT_MSG.unknownOffice);
    });
    expect(sent).toEqual([]);
  });

  it('show the server’s refusal of a field under that field, and every field it names at once', async () => {
    stubServer({
      status: 400,
      body: {
        success: false,
        msg: ACCOUNT_MSG.usernameTaken,
        msgCode: 'account.usernameTaken',
        fieldErrors: [{ field: 'FM_ID', msg: ACCOUNT_MSG.staffIdTaken, msgCode: 'account.staffIdTaken' }],
      },
    });
    renderScreen(<CreateAccountDialog opened onClose={() => {}} onCreated={() => {}} />);
    type(/^Username/, 'taken.clerk');
    type(/^Name/, 'A Clerk');
    type(/^Office or department number/, '102');
    type(/^Staff id/, '7');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(errorUnder(/^Username/)).toBe(ACCOUNT_MSG.usernameTaken));
    expect(errorUnder(/^Staff id/)).toBe(ACCOUNT_MSG.staffIdTaken);
    // Changing the field takes its refusal away.
    fireEvent.change(input(/^Username/), { target: { value: 'other.clerk' } });
    expect(errorUnder(/^Username/)).toBeNull();
  });

  it('the edit dialog checks the same rules', () => {
    stubServer();
    const account = {
      ID: 9, USERNAME: 'clerk', NM: 'Clerk', KIND: 'staff', D_ID: 102, D_NM: 'Examination Office', FM_ID: 5, HOD: false, IT: false, DUES_ADMIN: false,
      EMAIL: null, DISABLED: false, MFA_ON: false, MUST_CHANGE_PASSWORD: false, LOCKED: false, CREATED_AT: '2026-01-01T00:00:00Z', LAST_SIGN_IN_AT: null, LAST_SIGN_IN_METHOD: null,
    } satisfies AccountRow;
    renderScreen(<AccountDialog account={account} onClose={() => {}} onPassword={() => {}} />);
    type(/^Name/, '');
    expect(errorUnder(/^Name/)).toBe(ACCOUNT_MSG.enterName);
    type(/^Name/, 'N'.repeat(121));
    expect(errorUnder(/^Name/)).toBe(ACCOUNT_MSG.nameTooLong);
  });
});

describe('the department and programme dialogs', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('say every mistake under its field on Add, and send nothing', () => {
    const sent = stubServer();
    renderScreen(<DepartmentDialog opened dept={null} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add department' }));
    expect(errorUnder(/^Department id/)).toBe(ACADEMICS_MSG.deptId);
    expect(errorUnder(/^Name/)).toBe(ACADEMICS_MSG.deptName);
    expect(sent).toEqual([]);
  });

  it('a programme: its id, name and short name', () => {
    stubServer();
    renderScreen(<ProgrammeDialog opened programme={null} departments={[]} onClose={() => {}} />);
    type(/^Programme id/, '0');
    type(/^Short name/, 'B');
    fireEvent.click(screen.getByRole('button', { name: 'Add programme' }));
    expect(errorUnder(/^Programme id/)).toBe(ACADEMICS_MSG.programmeId);
    expect(errorUnder(/^Name/)).toBe(ACADEMICS_MSG.deptName);
    expect(errorUnder(/^Short name/)).toBe(ACADEMICS_MSG.shortFormat);
    expect(errorUnder(/^Department/)).toBe(ACADEMICS_MSG.notAcademic);
  });
});
