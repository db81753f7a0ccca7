import type { Message } from '@portal/domain';

/** A failed call: the HTTP status (0 when the network failed) and the server's `msg`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The parsed answer body, when there was one. */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The stable code of the server's message (`msgCode` beside `msg`), when it sent one. */
  get msgCode(): string | null {
    const code = (this.body as { msgCode?: unknown } | null | undefined)?.msgCode;
    return typeof code === 'string' ? code : null;
  }

  /** The arguments of a template message (`msgArgs`), which its translation fills in. */
  get msgArgs(): string[] | null {
    const args = (this.body as { msgArgs?: unknown } | null | undefined)?.msgArgs;
    return Array.isArray(args) ? args.map(String) : null;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The message of a failed call, with its code when the server sent one; `fallback` when the failure is not an answer. */
export function messageOfError(e: unknown, fallback: Message): Message {
  if (!isApiError(e)) return fallback;
  return { code: e.msgCode ?? '', text: e.message, ...(e.msgArgs ? { args: e.msgArgs } : {}) };
}
