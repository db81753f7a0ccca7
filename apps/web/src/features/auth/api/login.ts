import type { LoginAnswerSchema, LoginBody, SignInOptions, SsoExchangeBody } from '@portal/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api';

type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

/** POST /api/auth/login. A wrong password is a 401 answer, shown on the form, not a lost session. */
export const login = (body: LoginBody) => api.post<LoginAnswer>('/api/auth/login', body, { silent: true, allowUnauthorized: true });

/** GET /api/auth/sign-in-options: the single sign-on button (when configured) and who may use a password. */
export const signInOptions = () => api.get<SignInOptions>('/api/auth/sign-in-options', undefined, { silent: true });

/** POST /api/auth/sso/exchange: the session for the one-time code the single sign-on callback handed over. */
export const exchangeSsoCode = (body: SsoExchangeBody) => api.post<LoginAnswer>('/api/auth/sso/exchange', body, { silent: true, allowUnauthorized: true });

/** Where the single sign-on button and the provider's sign-out send the browser (navigations, not calls). */
export const SSO_START = '/api/auth/sso/start';
export const SSO_END_SESSION = '/api/auth/sso/end-session';
