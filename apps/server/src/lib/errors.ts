import { M, type Message } from '@portal/domain';

/** What kind of failure an error is, for clients that branch on it (`code` of an error answer). */
export const ERROR_CODE = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'UNPROCESSABLE',
  429: 'TOO_MANY',
} as const;
export type ErrorCode = (typeof ERROR_CODE)[keyof typeof ERROR_CODE] | 'ERROR' | 'INVALID_CREDENTIALS' | 'DISABLED' | 'IMAGE_ALREADY_EXISTS' | 'LMS_UNAVAILABLE' | 'LMS_FAILED' | 'PASSWORD_SIGN_IN_OFF' | 'SSO_REFUSED' | 'SSO_EXPIRED';

/**
 * The one application error: an HTTP status, the kind of failure (`code`) and the message the user sees,
 * which carries its own message code from where it was thrown (`M.transport.routeNotFound`) to the answer.
 */
export class AppError extends Error {
  readonly said: Message;
  constructor(
    readonly statusCode: number,
    said: Message,
    readonly code: ErrorCode = codeFor(statusCode),
    /** For throttles and locks: seconds until the caller may try again (sent as `Retry-After`). */
    readonly retryAfterSeconds?: number,
  ) {
    super(said.text);
    this.said = said;
  }
}

const codeFor = (status: number): ErrorCode => (ERROR_CODE as Record<number, ErrorCode>)[status] ?? 'ERROR';

export const badRequest = (said: Message) => new AppError(400, said);
export const unauthorized = () => new AppError(401, M.common.unauthorized);
export const forbidden = (said: Message = M.common.forbidden) => new AppError(403, said);
export const notFound = (said: Message = M.common.notFound) => new AppError(404, said);
export const conflict = (said: Message) => new AppError(409, said);
/** A throttle or lock answer (429) that says when to try again. */
export const tooManyRequests = (said: Message, retryAfterSeconds: number) => new AppError(429, said, 'TOO_MANY', Math.max(1, Math.ceil(retryAfterSeconds)));
