import { randomUUID } from 'node:crypto';
import type { Role } from '@verdant/shared/enums';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: number;
  role: Role;
  /** The user's token version when the token was issued (`ver`; tokens from before versions count as 0). */
  version: number;
}

/** What verify() reads besides the claims: the token's own id (`jti`) and end, for logging it out. */
export interface VerifiedToken extends TokenClaims {
  tokenId: string;
  expiresAt: Date;
}

const ISSUER = 'verdant';

export class TokenService {
  readonly #key: Uint8Array;
  readonly #ttlSeconds: number;

  constructor(secret: string, ttlHours: number) {
    this.#key = new TextEncoder().encode(secret);
    this.#ttlSeconds = ttlHours * 3600;
  }

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ role: claims.role, ver: claims.version })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.#ttlSeconds)
      .sign(this.#key);
  }

  /** Returns the claims, 'expired', or null for anything else wrong (malformed, tampered, alg none...). */
  async verify(token: string): Promise<VerifiedToken | 'expired' | null> {
    try {
      // Every token this service signs has an end and an id (for logging it out): one without is not ours.
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        requiredClaims: ['exp', 'jti'],
      });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || userId <= 0) return null;
      const version = payload.ver ?? 0;
      if (!Number.isSafeInteger(version)) return null;
      if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
      const tokenId = payload.jti;
      const expiresAt = new Date(payload.exp * 1000);
      return { userId, role: payload.role as Role, version: version as number, tokenId, expiresAt };
    } catch (error) {
      return error instanceof errors.JWTExpired ? 'expired' : null;
    }
  }
}
