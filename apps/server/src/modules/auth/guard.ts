import type { Role } from '@verdant/shared/enums';
import { MESSAGES } from '@verdant/shared/messages';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import { runPeriodically } from '../../lib/periodic-task.ts';
import { deleteExpiredLoggedOutTokens } from './logged-out-tokens.ts';
import { TokenService } from './tokens.ts';
import { findSessionUser, type SessionUser } from './users.repository.ts';

/** Who is calling, loaded from the database on every authenticated request (a disabled user is cut off at once). */
export type AuthUser = Omit<SessionUser, 'isActive' | 'tokenVersion' | 'loggedOut'> & {
  /** The token this request came with, so logout can end it. */
  token: { id: string | null; expiresAt: Date };
};

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
  interface FastifyRequest {
    /** Set by the authenticate / optionalAuth hooks. */
    authUser: AuthUser | null;
  }
}

async function resolveUser(request: FastifyRequest, required: boolean): Promise<AuthUser | null> {
  const header = request.headers.authorization;
  if (!header) {
    if (required) throw unauthorized(MESSAGES.notAuthenticated);
    return null;
  }
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw unauthorized(MESSAGES.notAuthenticated);
  const claims = await request.server.tokens.verify(match[1]!);
  if (claims === 'expired') throw unauthorized(MESSAGES.sessionExpired);
  if (!claims) throw unauthorized(MESSAGES.notAuthenticated);
  const found = await findSessionUser(request.server.db, claims.userId, claims.tokenId);
  if (!found) throw unauthorized(MESSAGES.notAuthenticated);
  if (found.loggedOut) throw unauthorized(MESSAGES.sessionExpired);
  if (!found.isActive) throw unauthorized(MESSAGES.accountInactive);
  // Issued before the last password change: that change logged out every other session.
  if (claims.version !== found.tokenVersion) throw unauthorized(MESSAGES.sessionExpired);
  return {
    id: found.id,
    role: found.role,
    email: found.email,
    firstName: found.firstName,
    lastName: found.lastName,
    plan: found.plan,
    vendorId: found.vendorId,
    vendorApproved: found.vendorApproved,
    token: { id: claims.tokenId, expiresAt: claims.expiresAt },
  };
}

/*
 * The guards read only the Authorization header, so routes run them as `onRequest`: before the body is parsed and
 * validated, a caller without the right login gets 401/403, never a 400/415/422 about a body it may not send.
 */

/** Any logged-in user; 401 otherwise. */
export const authenticate: onRequestAsyncHookHandler = async (request) => {
  request.authUser = await resolveUser(request, true);
};

/** Public routes that behave differently for a logged-in user; a bad token is still a 401. */
export const optionalAuth: onRequestAsyncHookHandler = async (request) => {
  request.authUser = await resolveUser(request, false);
};

/** 401 without a valid token, 403 for the wrong role. */
export function requireRole(...roles: Role[]): onRequestAsyncHookHandler {
  return async (request) => {
    const user = await resolveUser(request, true);
    request.authUser = user;
    if (!user || !roles.includes(user.role)) throw forbidden(MESSAGES.forbiddenRole);
  };
}

/** A vendor whose account the admin approved; 403 for anyone else. */
export const requireApprovedVendor: onRequestAsyncHookHandler = async (request) => {
  const user = await resolveUser(request, true);
  request.authUser = user;
  if (!user || user.role !== 'vendor' || user.vendorId === null) throw forbidden(MESSAGES.forbiddenRole);
  if (!user.vendorApproved) throw forbidden(MESSAGES.vendorNotApproved);
};

/** The caller, for handlers behind one of the guards above. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized(MESSAGES.notAuthenticated);
  return request.authUser;
}

/** The calling vendor's profile id, for handlers behind a vendor guard; 403 for a caller without one. */
export function currentVendor(request: FastifyRequest): number {
  const { vendorId } = currentUser(request);
  if (vendorId === null) throw forbidden(MESSAGES.forbiddenRole);
  return vendorId;
}

/** How often rows of logged-out tokens that have expired anyway are deleted. */
const SWEEP_MS = 60 * 60_000;

export const authPlugin = fp(async (app: FastifyInstance, options: { jwtSecret: string; ttlHours: number }) => {
  app.decorate('tokens', new TokenService(options.jwtSecret, options.ttlHours));
  app.decorateRequest('authUser', null);
  runPeriodically(app, 'deleting expired logged-out tokens', SWEEP_MS, () => deleteExpiredLoggedOutTokens(app.db));
});
