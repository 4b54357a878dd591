import { MESSAGES } from '@verdant/shared/messages';
import type { RateLimits } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { AppError, tooManyRequests } from '../../lib/errors.ts';
import { count, passGate, uncount } from '../../plugins/rate-limit-store.ts';

/** The longest a run of wrong passwords from anywhere can close an account's login: the owner waits at most this. */
export const ACCOUNT_BACKOFF_MAX_SECONDS = 60;

/**
 * Login throttling, counted in the database (shared by every process on PostgreSQL) and kept for wrong passwords
 * only: every attempt is counted first (atomically, so simultaneous attempts cannot slip past a limit), and the
 * count is taken back unless the password was wrong, so a user who logs in often is never blocked. Three counts:
 * - address + email (rateLimits.login): one client guessing one account;
 * - address (rateLimits.loginAddress): one client trying one password on many accounts;
 * - account (rateLimits.loginAccount): many addresses guessing one account. Past its limit the account is not
 *   locked for the window: one attempt may pass per backoff that doubles with each further attempt (1 s, 2 s,
 *   4 s... at most ACCOUNT_BACKOFF_MAX_SECONDS), so guessing slows to a crawl while the owner, refused just the
 *   same, waits a minute at most.
 */
export class LoginThrottle {
  readonly #db: Db;
  readonly #limits: Pick<RateLimits, 'login' | 'loginAccount' | 'loginAddress'>;

  constructor(db: Db, limits: Pick<RateLimits, 'login' | 'loginAccount' | 'loginAddress'>) {
    this.#db = db;
    this.#limits = limits;
  }

  /** Runs `login` unless a limit refuses (429 with Retry-After); keeps the attempt counted only if it failed. */
  async attempt<T>(address: string, email: string, login: () => Promise<T>): Promise<T> {
    const keys = keysFor(address, email);
    const { login: pairLimit, loginAddress, loginAccount } = this.#limits;
    const [pair, fromAddress, account] = await Promise.all([
      count(this.#db, keys.pair, pairLimit.timeWindow),
      count(this.#db, keys.address, loginAddress.timeWindow),
      count(this.#db, keys.account, loginAccount.timeWindow),
    ]);
    const counted = [keys.pair, keys.address, keys.account];
    const refuse = (ttlMs: number) =>
      tooManyRequests(MESSAGES.tooManyLoginAttempts, Math.max(1, Math.ceil(ttlMs / 1000)));
    if (pair.current > pairLimit.max) throw refuse(pair.ttl);
    if (fromAddress.current > loginAddress.max) throw refuse(fromAddress.ttl);
    const over = account.current - loginAccount.max;
    if (over > 0) {
      const backoff = Math.min(2 ** (over - 1), ACCOUNT_BACKOFF_MAX_SECONDS);
      const waitMs = await passGate(this.#db, keys.accountGate, backoff);
      if (waitMs !== null) throw refuse(waitMs);
    }
    try {
      const result = await login();
      await uncount(this.#db, counted);
      return result;
    } catch (error) {
      // Only a wrong password stays counted.
      const wrongPassword = error instanceof AppError && error.message === MESSAGES.invalidCredentials;
      if (!wrongPassword) await uncount(this.#db, counted);
      throw error;
    }
  }
}

function keysFor(address: string, email: string) {
  return {
    pair: `login:pair|${address}|${email}`,
    address: `login:address|${address}`,
    account: `login:account|${email}`,
    accountGate: `login:account-gate|${email}`,
  };
}
