import type { Role } from '@verdant/shared/enums';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: number;
  role: Role;
  /** The user's token version when the token was issued (`ver`; tokens from before versions count as 0). */
  version: number;
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
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.#ttlSeconds)
      .sign(this.#key);
  }

  /** Returns the claims, 'expired', or null for anything else wrong (malformed, tampered, alg none...). */
  async verify(token: string): Promise<TokenClaims | 'expired' | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'], issuer: ISSUER });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || userId <= 0) return null;
      const version = payload.ver ?? 0;
      if (!Number.isSafeInteger(version)) return null;
      return { userId, role: payload.role as Role, version: version as number };
    } catch (error) {
      return error instanceof errors.JWTExpired ? 'expired' : null;
    }
  }
}
