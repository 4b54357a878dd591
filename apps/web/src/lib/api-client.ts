import { clearSession, getToken } from './session.ts';

export type FieldError = { field: string; message: string };

/** An API failure. `message` is the server's detail when it sent one. `status` 0 means the request never got an answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | null;
  readonly errors: FieldError[];

  constructor(status: number, detail: string | null, errors: FieldError[] = []) {
    super(detail ?? (status === 0 ? 'Network error' : `Request failed with status ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.errors = errors;
  }
}

/** The server's detail when there is one, else the spec's fallback text for that action. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.detail ? error.detail : fallback;
}

export type ApiFetchOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Multipart or url-encoded body; the browser sets its content type. */
  form?: FormData | URLSearchParams;
  signal?: AbortSignal;
  /** False for calls where a 401 is an answer to show (login), not an expired session. */
  redirectOnUnauthorized?: boolean;
  /** The call answers with a new token for this session (see `replacingToken`). */
  replacesToken?: boolean;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
};

type UnauthorizedHandler = () => void;

const defaultUnauthorizedHandler: UnauthorizedHandler = () => {
  if (window.location.pathname !== '/login') window.location.assign('/login');
};
let onUnauthorized: UnauthorizedHandler = defaultUnauthorizedHandler;

/** Lets the app send 401s through the router instead of a full page load. Returns a function that restores the default. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  onUnauthorized = handler;
  return () => {
    if (onUnauthorized === handler) onUnauthorized = defaultUnauthorizedHandler;
  };
}

function parseFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is FieldError =>
      typeof item === 'object' && item !== null && typeof item.field === 'string' && typeof item.message === 'string',
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if (response.headers.get('content-type')?.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }
  return text;
}

let tokenChange: Promise<unknown> | null = null;

/** Runs a call that stores a new token for this session; a 401 that comes back meanwhile waits for it to finish. */
export async function replacingToken<T>(call: () => Promise<T>): Promise<T> {
  const running = call();
  tokenChange = running;
  try {
    return await running;
  } finally {
    if (tokenChange === running) tokenChange = null;
  }
}

/** The only way the web app calls the API: same origin, JSON, Bearer token from the stored session. */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { method = 'GET', body, form, signal, redirectOnUnauthorized = true } = options;
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (form) {
    payload = form;
  } else if (body !== undefined) {
    // Only with a body: Fastify rejects an empty body declared as JSON.
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload, signal, credentials: 'same-origin' });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, null);
  }

  const data = await readBody(response);
  if (response.ok) return data as T;

  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const detail = typeof record.detail === 'string' && record.detail ? record.detail : null;
  const error = new ApiError(response.status, detail, parseFieldErrors(record.errors));

  if (response.status === 401 && redirectOnUnauthorized) {
    // A call that replaces the token (a password change) ends the old token before its answer arrives: another
    // request can come back 401 meanwhile. Only a 401 for the session's current token, once that call is done,
    // ends the session.
    if (!options.replacesToken && tokenChange) await tokenChange.catch(() => undefined);
    if (getToken() !== token) throw error;
    clearSession();
    onUnauthorized();
  }
  throw error;
}

/**
 * Downloads a file the API makes for the signed-in user (order paperwork PDFs): fetched with the session's token,
 * since a plain link would carry none, then saved under `filename`. Errors are ApiErrors like apiFetch's.
 */
export async function apiDownload(path: string, filename: string): Promise<void> {
  const headers = new Headers();
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(path, { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, null);
  }
  if (!response.ok) {
    const data = (await readBody(response)) as { detail?: unknown } | undefined;
    throw new ApiError(response.status, typeof data?.detail === 'string' ? data.detail : null);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
