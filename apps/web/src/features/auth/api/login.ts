import type { LoginBody, SessionUser } from '@portal/domain';
import { api } from '../../../lib/api';

export interface LoginAnswer {
  success: true;
  token: string;
  user: SessionUser;
}

/** POST /api/auth/login. A wrong password is a 401 answer, shown on the form, not a lost session. */
export const login = (body: LoginBody) => api.post<LoginAnswer>('/api/auth/login', body, { silent: true, allowUnauthorized: true });
