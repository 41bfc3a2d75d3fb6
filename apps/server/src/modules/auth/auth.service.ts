import { sessionLifetimeDays } from '@railbite/contract/auth';
import type {
  Gender,
  LoginBody,
  LoginResponse,
  Profile,
  RegisterBody,
  RoleType,
} from '@railbite/contract/auth';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { ConflictError, UnauthenticatedError } from '../../lib/errors.ts';
import type { AuthRepository } from './auth.repository.ts';
import type { LoginRateLimiter } from './login-rate-limiter.ts';
import type { SignUpRateLimiter } from './sign-up-rate-limiter.ts';
import { getDecoyHash, hashPassword, verifyPassword } from './password.ts';
import { createSessionToken, hashSessionToken, sessionTokenPattern } from './session-token.ts';

export type AuthenticatedUser = {
  sessionId: number;
  userId: number;
  name: string;
  email: string;
  mobile: string;
  roleType: RoleType;
  gender: Gender | null;
  /** YYYY-MM-DD */
  dateOfBirth: string | null;
};

const duplicateMobile = 'An account with this phone number already exists. Please log in instead.';
const duplicateEmail = 'An account with this email address already exists. Please log in instead.';
const accountExists = (field: 'mobile' | 'email') => {
  const message = field === 'mobile' ? duplicateMobile : duplicateEmail;
  return new ConflictError(message, 'ACCOUNT_EXISTS', { fields: [{ field, message }] });
};
// One answer for an unknown phone and a wrong password, so the form cannot be used to find accounts.
const invalidCredentials = 'Invalid phone number or password.';
const sessionLifetimeMs = sessionLifetimeDays * 24 * 60 * 60 * 1000;

export function createAuthService(deps: {
  repository: AuthRepository;
  clock: Clock;
  loginRateLimiter: LoginRateLimiter;
  signUpRateLimiter: SignUpRateLimiter;
}) {
  const { repository, clock, loginRateLimiter, signUpRateLimiter } = deps;

  return {
    /** `ip` is the client's address: sign-ups are rationed per address and per phone. */
    async register(input: RegisterBody, ip: string): Promise<{ message: string }> {
      await signUpRateLimiter.consume(ip, input.mobile);
      const conflicts = await repository.findUserConflicts(input.mobile, input.email);
      if (conflicts.some((row) => row.mobile === input.mobile)) throw accountExists('mobile');
      if (conflicts.some((row) => row.email === input.email)) throw accountExists('email');

      const passwordHash = await hashPassword(input.password);
      try {
        await repository.insertUser({
          firstName: input.firstName,
          mobile: input.mobile,
          email: input.email,
          passwordHash,
        });
      } catch (error) {
        // Two sign-ups racing past the check above: the unique constraint decides.
        const constraint = violatedUniqueConstraint(error);
        if (constraint === undefined) throw error;
        throw accountExists(constraint.includes('email') ? 'email' : 'mobile');
      }
      return { message: 'Account created successfully!' };
    },

    async login(input: LoginBody, ip: string): Promise<Omit<LoginResponse, 'success'>> {
      await loginRateLimiter.beginAttempt(ip, input.phone);
      const user = await repository.findUserByMobile(input.phone);
      const passwordMatches = await verifyPassword(
        user?.passwordHash ?? (await getDecoyHash()),
        input.password,
      );
      if (!user || !passwordMatches) {
        throw new UnauthenticatedError(invalidCredentials, 'INVALID_CREDENTIALS');
      }
      await loginRateLimiter.recordSuccess(ip, input.phone);

      const token = createSessionToken();
      const now = clock.now();
      await repository.insertSession({
        userId: user.id,
        tokenHash: hashSessionToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + sessionLifetimeMs),
      });
      return { token, roleType: user.roleType };
    },

    /** The user behind a bearer token; 401 if it is malformed, unknown, revoked or expired. */
    async authenticate(token: string): Promise<AuthenticatedUser> {
      const session = sessionTokenPattern.test(token)
        ? await repository.findActiveSession(hashSessionToken(token), clock.now())
        : undefined;
      if (!session) throw new UnauthenticatedError('Your session has expired. Please log in again.');
      return {
        sessionId: session.sessionId,
        userId: session.userId,
        name: session.firstName,
        email: session.email,
        mobile: session.mobile,
        roleType: session.roleType,
        gender: session.gender,
        dateOfBirth: session.dateOfBirth,
      };
    },

    async logout(user: AuthenticatedUser): Promise<void> {
      await repository.revokeSession(user.sessionId, clock.now());
    },

    toProfile(user: AuthenticatedUser): Profile {
      const { name, email, mobile, roleType, gender, dateOfBirth } = user;
      return { name, email, mobile, roleType, gender, dateOfBirth };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
