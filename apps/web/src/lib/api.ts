import { ACCOUNT_M, MSG, type Paged } from '@portal/domain';
import { ApiError } from './api-error';
import { fileNameFromDisposition, saveBlob } from './download';
import { toQueryString, type QueryParams } from './query-string';
import { tokenStorage } from './storage';
import { toast } from './toast';

export { isApiError, messageOfError } from './api-error';
export type { QueryParams } from './query-string';

export interface RequestOptions {
  /** Do not toast the error message; the caller shows it (it is still thrown as ApiError). */
  silent?: boolean;
  /** A 401 is an answer, not an expired session (the login call). */
  allowUnauthorized?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

type Body = { json?: unknown; form?: FormData };
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

let onUnauthorized: () => void = () => window.location.assign('/login');

/** The app installs its router navigation here (app/router.tsx); the default reloads at /login. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** What a session must settle first, by the code of the server's refusal, and the screen that settles it. */
const SETTLE_FIRST: Record<string, 'changePassword' | 'twoFactor'> = {
  [ACCOUNT_M.mustChangePassword.code]: 'changePassword',
  [ACCOUNT_M.mfaEnrolRequired.code]: 'twoFactor',
};
let onSettleFirst: (screen: 'changePassword' | 'twoFactor') => void = () => {};

/**
 * The app installs here where to go when a call is refused until the session settles something (a one-time
 * password, a second factor its role now requires): that screen, never an empty list.
 */
export function setSettleFirstHandler(handler: (screen: 'changePassword' | 'twoFactor') => void): void {
  onSettleFirst = handler;
}

/**
 * A refused session: said once (one toast for every call refused at the same moment) — why it ended when the
 * server says (disabled, signed out everywhere, password or two-factor changed, expired), else "please log in".
 */
function handleUnauthorized(err: ApiError): void {
  toast.error(err.message, { id: 'unauthorized', code: err.msgCode, args: err.msgArgs });
  tokenStorage.remove();
  onUnauthorized();
}

async function readBody(res: Response): Promise<unknown> {
  const type = res.headers.get('content-type') ?? '';
  if (res.status === 204) return null;
  if (type.includes('application/json')) return res.json().catch(() => null);
  const text = await res.text().catch(() => '');
  return text;
}

const messageOf = (body: unknown): string | null => {
  if (body && typeof body === 'object') {
    const b = body as { msg?: unknown; message?: unknown };
    if (typeof b.msg === 'string' && b.msg) return b.msg;
    if (typeof b.message === 'string' && b.message) return b.message;
  }
  return null;
};

const isFailure = (body: unknown) => !!body && typeof body === 'object' && (body as { success?: unknown }).success === false;

/** How long a GET started early waits for the screen that asks for it; after that it is asked again. */
const EARLY_MS = 10_000;
const early = new Map<string, { token: string | null; at: number; answer: Promise<Response> }>();

/**
 * Starts a GET before the code that asks for it has loaded (a signed-in first load starts its screen's
 * calls alongside the screen's code: app/early-calls.ts). The first call of the same URL with the same
 * session within EARLY_MS takes that answer instead of asking again; it is handed out once.
 */
export function startEarlyGet(path: string, query?: QueryParams): void {
  const url = path + toQueryString(query);
  if (early.has(url)) return;
  const token = tokenStorage.get();
  const answer = fetch(url, { headers: headersFor(token) });
  // A failure reaches the call that takes it (send); one nobody takes is dropped.
  answer.catch(() => undefined);
  early.set(url, { token, at: Date.now(), answer });
}

function takeEarly(url: string, token: string | null): Promise<Response> | undefined {
  const started = early.get(url);
  if (!started) return undefined;
  early.delete(url);
  return started.token === token && Date.now() - started.at < EARLY_MS ? started.answer : undefined;
}

function headersFor(token: string | null, extra?: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extra };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

async function send(method: Method, path: string, query: QueryParams | undefined, body: Body, opts: RequestOptions): Promise<Response> {
  const token = tokenStorage.get();
  const headers = headersFor(token, opts.headers);
  const url = path + toQueryString(query);
  let payload: BodyInit | undefined;
  if (body.form) payload = body.form;
  else if (body.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body.json);
  }
  try {
    const started = method === 'GET' && !opts.headers ? takeEarly(url, token) : undefined;
    return await (started ?? fetch(url, { method, headers, body: payload, signal: opts.signal }));
  } catch (e) {
    if ((e as Error)?.name === 'AbortError') throw e;
    const err = new ApiError(0, MSG.somethingWrongTryAgain);
    if (!opts.silent) toast.error(err.message);
    throw err;
  }
}

/** Turns a non-OK or `{ success: false }` answer into a thrown ApiError (toasted unless silent). */
async function failIfError(res: Response, opts: RequestOptions, body?: unknown): Promise<unknown> {
  const parsed = body === undefined ? await readBody(res) : body;
  if (res.status === 401 && !opts.allowUnauthorized) {
    const err = new ApiError(401, messageOf(parsed) ?? MSG.unauthorized, parsed);
    handleUnauthorized(err);
    throw err;
  }
  if (!res.ok || isFailure(parsed)) {
    const err = new ApiError(res.ok ? 400 : res.status, messageOf(parsed) ?? MSG.somethingWrong, parsed);
    const settle = res.status === 403 && err.msgCode ? SETTLE_FIRST[err.msgCode] : undefined;
    if (settle) onSettleFirst(settle);
    if (!opts.silent) toast.error(err.message, { code: err.msgCode, args: err.msgArgs });
    throw err;
  }
  return parsed;
}

/** What a change sends, as a key: the same key while one is in flight is the same submit (a double click). */
function changeKey(method: Method, path: string, query: QueryParams | undefined, body: Body): string {
  const sent = body.form
    ? [...body.form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `${v.name}:${v.size}:${v.lastModified}`])
    : body.json;
  return `${method} ${path}${toQueryString(query)} ${JSON.stringify(sent ?? null)}`;
}
const changesInFlight = new Map<string, Promise<unknown>>();

/**
 * One request per submit on every form: a change (POST, PATCH, PUT, DELETE) identical to one still in flight
 * is not sent again — the second caller gets the first one's answer (a double-clicked Submit shows the one
 * ticket or account it made, never "already taken" beside it).
 */
async function request<T>(method: Method, path: string, query: QueryParams | undefined, body: Body, opts: RequestOptions = {}): Promise<T> {
  const once = async () => (await failIfError(await send(method, path, query, body, opts), opts)) as T;
  if (method === 'GET') return once();
  const key = changeKey(method, path, query, body);
  const pending = changesInFlight.get(key);
  if (pending) return pending as Promise<T>;
  const started = once().finally(() => changesInFlight.delete(key));
  changesInFlight.set(key, started);
  return started;
}

export interface FileRequest {
  method?: Method;
  query?: QueryParams;
  json?: unknown;
  /** Used when the server sends no Content-Disposition file name. */
  fileName?: string;
}

/** Fetches a file (PDF, zip, xlsx, image); JSON error answers throw ApiError like other calls. */
async function fetchFile(path: string, f: FileRequest = {}, opts: RequestOptions = {}): Promise<{ blob: Blob; fileName: string }> {
  const res = await send(f.method ?? 'GET', path, f.query, { json: f.json }, opts);
  const type = res.headers.get('content-type') ?? '';
  const fileName = fileNameFromDisposition(res.headers.get('content-disposition')) ?? f.fileName ?? 'download';
  if (!res.ok || type.includes('application/json')) {
    // An error answer throws; a JSON file that is not an error is passed on as a file.
    const parsed = await failIfError(res, opts);
    return { blob: new Blob([JSON.stringify(parsed)], { type: 'application/json' }), fileName };
  }
  return { blob: await res.blob(), fileName };
}

/**
 * The portal's HTTP client: bearer token from local storage, JSON in and out, the answer body
 * returned as is. Errors (HTTP or `{ success: false }`) throw ApiError with the server's msg and
 * toast it unless `silent`; a 401 toasts MSG.unauthorized, removes the token and goes to /login.
 */
export const api = {
  get: <T>(path: string, query?: QueryParams, opts?: RequestOptions) => request<T>('GET', path, query, {}, opts),
  post: <T>(path: string, json?: unknown, opts?: RequestOptions) => request<T>('POST', path, undefined, { json: json ?? {} }, opts),
  patch: <T>(path: string, json?: unknown, opts?: RequestOptions) => request<T>('PATCH', path, undefined, { json: json ?? {} }, opts),
  put: <T>(path: string, json?: unknown, opts?: RequestOptions) => request<T>('PUT', path, undefined, { json: json ?? {} }, opts),
  delete: <T>(path: string, json?: unknown, opts?: RequestOptions) => request<T>('DELETE', path, undefined, { json }, opts),
  /** multipart/form-data (uploads); the browser sets the boundary. */
  postForm: <T>(path: string, form: FormData, opts?: RequestOptions) => request<T>('POST', path, undefined, { form }, opts),
  /** A file as a Blob with the server's file name (e.g. to show an image or put it in a zip). */
  blob: fetchFile,
  /** Fetches a file and saves it under the server's Content-Disposition file name. */
  async download(path: string, f?: FileRequest, opts?: RequestOptions): Promise<void> {
    const { blob, fileName } = await fetchFile(path, f, opts);
    saveBlob(blob, fileName);
  },
};

/** `data` of a `{ success, data }` answer, or the answer itself when it is not enveloped. */
export function unwrapData<T>(body: unknown): T {
  if (body && typeof body === 'object' && !Array.isArray(body) && 'data' in body) return (body as { data: T }).data;
  return body as T;
}

/** A list answer as `{ rows, total }` (and `totalIsEstimate` when the server says so): accepts `{ rows, total }`, `{ data: { rows, total } }`, a plain array or `{ data: [] }`. */
export function toPaged<T>(body: unknown): Paged<T> {
  const inner = unwrapData<unknown>(body);
  if (Array.isArray(inner)) return { rows: inner as T[], total: inner.length };
  if (inner && typeof inner === 'object' && Array.isArray((inner as Paged<T>).rows)) {
    const p = inner as Paged<T>;
    return { rows: p.rows, total: Number(p.total ?? p.rows.length), ...(p.totalIsEstimate === true ? { totalIsEstimate: true } : {}) };
  }
  return { rows: [], total: 0 };
}
