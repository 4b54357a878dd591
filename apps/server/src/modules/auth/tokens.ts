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
  /** Null for tokens issued before tokens had ids: those cannot be logged out one by one. */
  tokenId: string | null;
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
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'], issuer: ISSUER });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || userId <= 0) return null;
      const version = payload.ver ?? 0;
      if (!Number.isSafeInteger(version)) return null;
      const tokenId = typeof payload.jti === 'string' ? payload.jti : null;
      const expiresAt = new Date((payload.exp ?? 0) * 1000);
      return { userId, role: payload.role as Role, version: version as number, tokenId, expiresAt };
    } catch (error) {
      return error instanceof errors.JWTExpired ? 'expired' : null;
    }
  }
}
