import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '@portal/domain';
import { SecondFactorNeeded } from '../../identity/password-sign-in.js';
import type { SignInMethod } from '../../identity/tokens.js';
import { AppError } from '../../lib/errors.js';

/**
 * The answer of every sign-in (the password, the university account): the person a sign-in provider answered
 * gets the portal's session, counted by outcome. A refusal (wrong credentials, disabled, locked) is the
 * provider's error, never a 5xx; a missing or wrong second factor is answered apart, saying `mfaRequired`; the
 * session says what must be settled before anything else (a one-time password, a required second factor).
 */
export async function answerSignIn(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, method: SignInMethod, signIn: () => Promise<SessionUser>) {
  const user = await signIn().catch((err: unknown) => {
    if (err instanceof AppError) app.metrics.logins.inc({ outcome: err.statusCode === 429 ? 'locked' : 'refused' });
    if (err instanceof SecondFactorNeeded) return err;
    throw err;
  });
  if (user instanceof SecondFactorNeeded) {
    return reply.code(401).send({ success: false, msg: request.say(user.said), code: 'MFA_REQUIRED', mfaRequired: true as const });
  }
  app.metrics.logins.inc({ outcome: 'ok' });
  const pending = { ...(user.MUST_CHANGE_PASSWORD ? { mustChangePassword: true } : {}), ...(user.MFA_ENROL_REQUIRED ? { mfaEnrolRequired: true } : {}) };
  return { success: true as const, token: await app.tokens.sign(user, method), user, ...pending };
}
