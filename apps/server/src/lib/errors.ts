import { MSG } from '@portal/domain';

/** The one application error: an HTTP status, a code, and the message the user sees. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string = codeFor(statusCode),
    /** For throttles and locks: seconds until the caller may try again (sent as `Retry-After`). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

function codeFor(status: number): string {
  return ({ 400: 'BAD_REQUEST', 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT', 422: 'UNPROCESSABLE', 429: 'TOO_MANY' } as Record<number, string>)[status] ?? 'ERROR';
}

export const badRequest = (msg: string) => new AppError(400, msg);
export const unauthorized = () => new AppError(401, MSG.unauthorized);
export const forbidden = (msg: string = MSG.forbidden) => new AppError(403, msg);
export const notFound = (msg: string = MSG.notFound) => new AppError(404, msg);
export const conflict = (msg: string) => new AppError(409, msg);
export const unprocessable = (msg: string) => new AppError(422, msg);
/** A throttle or lock answer (429) that says when to try again. */
export const tooManyRequests = (msg: string, retryAfterSeconds: number) => new AppError(429, msg, 'TOO_MANY', Math.max(1, Math.ceil(retryAfterSeconds)));
