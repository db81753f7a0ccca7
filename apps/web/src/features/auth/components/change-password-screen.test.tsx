import { ACCOUNT_MSG, type SessionUser } from '@portal/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { ur } from '../../../i18n/ur';
import { renderScreen } from '../../../test/render-screen';

// A staff member who signed in with a one-time password.
const user = { ID: 7, ROLE: 'FMR', D_ID: 102, ROLE_DES: '', NM: 'New Clerk', MUST_CHANGE_PASSWORD: true } as unknown as SessionUser;
vi.mock('../../../lib/session', () => ({ useSessionUser: () => user }));
const calls = vi.hoisted(() => ({ change: vi.fn() }));
vi.mock('../api/account-security', () => ({ changePassword: calls.change }));

const { ChangePasswordScreen } = await import('./change-password-screen');

afterEach(() => {
  cleanup();
  calls.change.mockReset();
  localStorage.clear();
  return i18n.changeLanguage('en');
});

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
function fillAndSubmit(current: string, next: string, again: string) {
  type('Current password', current);
  type(/^New password$/, next);
  type('New password again', again);
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('the change-password screen', { timeout: 20_000 }, () => {
  it('says why the one-time password must change', () => {
    renderScreen(<ChangePasswordScreen />, { path: '/change-password' });
    expect(screen.getByText(ACCOUNT_MSG.mustChangePassword)).toBeTruthy();
  });

  it.each([
    ['no current password', '', 'Journey@2026', 'Journey@2026', ACCOUNT_MSG.enterOldPassword],
    ['a new password shorter than the rule', 'S3Rf-QCZC-LMdh', 'short', 'short', ACCOUNT_MSG.passwordTooShort],
    ['two new passwords that differ', 'S3Rf-QCZC-LMdh', 'Journey@2026', 'Journey@2027', 'The two new passwords are not the same'],
  ])('refuses %s before any call', (_name, current, next, again, msg) => {
    renderScreen(<ChangePasswordScreen />, { path: '/change-password' });
    fillAndSubmit(current, next, again);
    expect(screen.getByRole('alert').textContent).toBe(msg);
    expect(calls.change).not.toHaveBeenCalled();
  });

  it('sends the current and new password and keeps the new session', async () => {
    calls.change.mockResolvedValue({ success: true, msg: ACCOUNT_MSG.passwordChanged, token: 'new.session.token' });
    renderScreen(<ChangePasswordScreen />, { path: '/change-password' });
    fillAndSubmit('S3Rf-QCZC-LMdh', 'Journey@2026', 'Journey@2026');
    await waitFor(() => expect(calls.change).toHaveBeenCalledWith({ oldPassword: 'S3Rf-QCZC-LMdh', newPassword: 'Journey@2026' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('new.session.token'));
  });

  it("shows the server's refusal (a wrong current password)", async () => {
    const { ApiError } = await import('../../../lib/api-error');
    calls.change.mockRejectedValue(new ApiError(400, ACCOUNT_MSG.wrongOldPassword));
    renderScreen(<ChangePasswordScreen />, { path: '/change-password' });
    fillAndSubmit('Wrong@12345', 'Journey@2026', 'Journey@2026');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(ACCOUNT_MSG.wrongOldPassword));
  });

  it("speaks Urdu when Urdu is chosen: its texts, the domain's messages by code and its own check", async () => {
    i18n.addResourceBundle('ur', 'translation', ur, true, true);
    await i18n.changeLanguage('ur');
    renderScreen(<ChangePasswordScreen />, { path: '/change-password' });
    expect(screen.getByRole('heading', { name: 'پاس ورڈ تبدیل کریں' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('آگے بڑھنے سے پہلے براہِ کرم اپنا ایک بار کا پاس ورڈ تبدیل کریں');
    expect(screen.getByText('کم از کم 8 حروف')).toBeTruthy();
    const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'پاس ورڈ تبدیل کریں' }));
    expect(screen.getByRole('alert').textContent).toBe('براہِ کرم اپنا موجودہ پاس ورڈ درج کریں');
    type('موجودہ پاس ورڈ', 'S3Rf-QCZC-LMdh');
    type('نیا پاس ورڈ', 'Journey@2026');
    type('نیا پاس ورڈ دوبارہ', 'Journey@2027');
    fireEvent.click(screen.getByRole('button', { name: 'پاس ورڈ تبدیل کریں' }));
    expect(screen.getByRole('alert').textContent).toBe('دونوں نئے پاس ورڈ ایک جیسے نہیں');
    expect(calls.change).not.toHaveBeenCalled();
  });
});
