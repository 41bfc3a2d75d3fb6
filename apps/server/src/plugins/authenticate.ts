import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCodes } from '@railbite/contract/common';
import type { RoleType } from '@railbite/contract/roles';
import { AppError, UnauthenticatedError } from '../lib/errors.ts';
import type { AuthenticatedUser, AuthService } from '../modules/auth/auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook for routes that need a logged-in user. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook for routes of one role (ARCHITECTURE.md "Roles"): 401 logged out, 403 other roles. */
    requireRole: (...roles: RoleType[]) => (request: FastifyRequest) => Promise<void>;
  }
}

const bearerPrefix = /^Bearer\s+/i;

export function registerAuthenticate(app: FastifyInstance, authService: AuthService) {
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (token === undefined) throw new UnauthenticatedError();
    request.user = await authService.authenticate(token);
  });
  app.decorate('requireRole', (...roles: RoleType[]) => async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (!request.user || !roles.includes(request.user.roleType))
      throw new AppError(403, errorCodes.forbidden, 'Your account cannot open this page.');
  });
}

/** The token of `Authorization: Bearer <token>`, or undefined without one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header || !bearerPrefix.test(header)) return undefined;
  return header.replace(bearerPrefix, '').trim();
}

/** The logged-in user of a route guarded by `app.authenticate`. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new UnauthenticatedError();
  return request.user;
}
