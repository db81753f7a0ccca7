import { ACCOUNT_MSG, type SignInOptions } from '@portal/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { renderScreen } from '../../../test/render-screen';

const calls = vi.hoisted(() => ({ options: vi.fn(), exchange: vi.fn(), login: vi.fn() }));
vi.mock('../api/login', () => ({
  signInOptions: calls.options,
  exchangeSsoCode: calls.exchange,
  login: calls.login,
  SSO_START: '/api/auth/sso/start',
  SSO_END_SESSION: '/api/auth/sso/end-session',
}));

const { LoginScreen } = await import('./login-screen');

const withSso = (passwordSignIn: SignInOptions['passwordSignIn'] = 'all'): SignInOptions => ({ success: true, sso: { label: 'Sign in with your GCU account', endSession: true }, passwordSignIn });

afterEach(() => {
  cleanup();
  for (const f of Object.values(calls)) f.mockReset();
  window.history.replaceState(null, '', '/');
});

describe('the login page with single sign-on', { timeout: 20_000 }, () => {
  it('shows the university button above the password form, going to the start of the sign-in', async () => {
    calls.options.mockResolvedValue(withSso());
    renderScreen(<LoginScreen />, { path: '/login' });
    const button = await screen.findByRole('link', { name: 'Sign in with your GCU account' });
    expect(button.getAttribute('href')).toBe('/api/auth/sso/start');
    const username = screen.getByLabelText('Username');
    expect(button.compareDocumentPosition(username) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no button without single sign-on, and no password form when passwords are off', async () => {
    calls.options.mockResolvedValue({ success: true, sso: null, passwordSignIn: 'all' });
    renderScreen(<LoginScreen />, { path: '/login' });
    await waitFor(() => expect(calls.options).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: /university|GCU/ })).toBeNull();
    cleanup();
    calls.options.mockResolvedValue(withSso('none'));
    renderScreen(<LoginScreen />, { path: '/login' });
    await screen.findByRole('link', { name: 'Sign in with your GCU account' });
    expect(screen.queryByLabelText('Username')).toBeNull();
  });

  it('exchanges the callback\'s one-time code, takes it out of the address, and asks the portal\'s code when told', async () => {
    calls.options.mockResolvedValue(withSso());
    window.history.replaceState(null, '', '/login?sso=one-time-code-from-the-callback');
    calls.exchange.mockRejectedValueOnce(new ApiError(401, ACCOUNT_MSG.mfaRequired, { success: false, msg: ACCOUNT_MSG.mfaRequired, msgCode: 'account.mfaRequired', mfaRequired: true }));
    renderScreen(<LoginScreen />, { path: '/login' });
    await waitFor(() => expect(calls.exchange).toHaveBeenCalledWith({ code: 'one-time-code-from-the-callback' }));
    expect(window.location.search).toBe('');
    const code = await screen.findByLabelText('Code from your authenticator app (or a recovery code)');
    // Only the code is asked: no username or password after the university's sign-in.
    expect(screen.queryByLabelText('Username')).toBeNull();
    fireEvent.change(code, { target: { value: '123456' } });
    calls.exchange.mockRejectedValueOnce(new ApiError(403, ACCOUNT_MSG.ssoExpired, { success: false, msg: ACCOUNT_MSG.ssoExpired, msgCode: 'account.ssoExpired' }));
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(calls.exchange).toHaveBeenLastCalledWith({ code: 'one-time-code-from-the-callback', totp: '123456' }));
    expect((await screen.findByRole('alert')).textContent).toContain(ACCOUNT_MSG.ssoExpired);
  });

  it('says why a university sign-in was refused, in the words naming the e-mail', async () => {
    calls.options.mockResolvedValue(withSso());
    window.history.replaceState(null, '', '/login?sso=another-one-time-code');
    const said = ACCOUNT_MSG.ssoNoAccount('someone@gcu.edu.pk');
    calls.exchange.mockRejectedValue(new ApiError(403, said, { success: false, msg: said, msgCode: 'account.ssoNoAccount', msgArgs: ['someone@gcu.edu.pk'] }));
    renderScreen(<LoginScreen />, { path: '/login' });
    expect((await screen.findByRole('alert')).textContent).toContain('No portal account uses someone@gcu.edu.pk. Ask your office to add it.');
  });
});
