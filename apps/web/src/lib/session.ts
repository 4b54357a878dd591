import type { User } from '@verdant/shared/schemas/auth';

// The stored session (token + user) lives in localStorage so it survives reloads; the visitor-preview flag lives in
// sessionStorage so it ends with the tab. Both are small external stores for useSyncExternalStore.

export const TOKEN_KEY = 'verdant.token';
export const USER_KEY = 'verdant.user';
export const PREVIEW_KEY = 'verdant.preview';

export type StoredSession = { token: string | null; user: User | null };

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => {
  for (const listener of listeners) listener();
};

function read(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null; // storage can throw in private modes or when disabled
  }
}

function write(storage: Storage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // ignore: the session then lasts as long as the page
  }
}

const local = () => (typeof window === 'undefined' ? undefined : window.localStorage);
const perTab = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

function parseUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    // A light shape check: enough to trust role and names; the server re-sends the real user on start.
    if (value && typeof value === 'object' && 'role' in value && 'email' in value && 'first_name' in value) {
      return value as User;
    }
  } catch {
    // fall through
  }
  return null;
}

// Snapshots must be referentially stable between changes, so cache by the raw strings.
let cached: { token: string | null; userRaw: string | null; session: StoredSession } | null = null;

export function getSession(): StoredSession {
  const token = read(local(), TOKEN_KEY);
  const userRaw = read(local(), USER_KEY);
  if (!cached || cached.token !== token || cached.userRaw !== userRaw) {
    cached = { token, userRaw, session: { token, user: parseUser(userRaw) } };
  }
  return cached.session;
}

export function getToken(): string | null {
  return getSession().token;
}

export function setSession(token: string, user: User): void {
  write(local(), TOKEN_KEY, token);
  write(local(), USER_KEY, JSON.stringify(user));
  notify();
}

/** A new token for the same user (a password change ends the old one). */
export function replaceToken(token: string): void {
  write(local(), TOKEN_KEY, token);
  notify();
}

export function setStoredUser(user: User): void {
  write(local(), USER_KEY, JSON.stringify(user));
  notify();
}

export function clearSession(): void {
  write(local(), TOKEN_KEY, null);
  write(local(), USER_KEY, null);
  notify();
}

export function isPreviewFlagSet(): boolean {
  return read(perTab(), PREVIEW_KEY) === '1';
}

export function setPreviewFlag(on: boolean): void {
  write(perTab(), PREVIEW_KEY, on ? '1' : null);
  notify();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes localStorage; follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
