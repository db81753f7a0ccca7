import type { LoginAnswerSchema, LoginBody } from '@portal/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api';

type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

/** POST /api/auth/login. A wrong password is a 401 answer, shown on the form, not a lost session. */
export const login = (body: LoginBody) => api.post<LoginAnswer>('/api/auth/login', body, { silent: true, allowUnauthorized: true });
