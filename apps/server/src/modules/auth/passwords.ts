import { hash, verify } from '@node-rs/argon2';

/**
 * At most this many argon2 computations at once in the process (each takes ~30 ms of a CPU core, on libuv's
 * thread pool, which file reads share): the rest wait their turn. How many may wait is bounded by the request
 * slots password routes may take (plugins/security.ts).
 */
export const PASSWORD_HASHING_CONCURRENCY = 2;

let running = 0;
const waiting: Array<() => void> = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PASSWORD_HASHING_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, so `running` only drops when nobody waits.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

// argon2id with the library's defaults.
export const hashPassword = (password: string) => inTurn(() => hash(password));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await inTurn(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

// Verifying against this when the email is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hash('verdant-dummy-password');
  await verifyPassword(await dummyHash, password);
}
