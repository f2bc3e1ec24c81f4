import type { FastifyInstance } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { DomainError } from '../errors';
import { auth } from '../../contract/auth';
import { profile } from '../../contract/profile';
import { deposit } from '../../contract/deposit';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import { sharedRateLimitStore } from './sharedRateLimitStore';

/**
 * Per-address limits on the guest calls an attacker would drive (@fastify/rate-limit), on top of the
 * per-account and per-phone rules in the services: pictures, logins, registrations and code sends.
 * Counts live in the database (sharedRateLimitStore.ts), so servers sharing it share each limit; the
 * refusal is the envelope in the caller's language. The numbers leave a person, even a family behind one address, far from the limit.
 */
export const GUEST_RATE_LIMITS: Record<string, { max: number; timeWindow: number }> = {
  [`/web${auth.getCaptcha.path}`]: { max: 60, timeWindow: 60_000 },
  [`/web${auth.login.path}`]: { max: 30, timeWindow: 60_000 },
  [`/web${auth.register.path}`]: { max: 10, timeWindow: 60_000 },
  [`/web${auth.getPhoneCodeByRegister.path}`]: { max: 20, timeWindow: 60 * 60_000 },
  // Password recovery (issue 14): sends like the registration code's, the other steps like the login.
  [`/web${profile.forgetPasswordFirstStep.path}`]: { max: 30, timeWindow: 60_000 },
  [`/web${profile.getPhoneCodeByForgetPwd.path}`]: { max: 20, timeWindow: 60 * 60_000 },
  [`/web${profile.getEmailCodeByForgetPwd.path}`]: { max: 20, timeWindow: 60 * 60_000 },
  [`/web${profile.checkPhoneCodeByForgetPwd.path}`]: { max: 30, timeWindow: 60_000 },
  [`/web${profile.modifyPasswordByForget.path}`]: { max: 10, timeWindow: 60_000 },
  // Providers notify from a few addresses of their own: 5 a second each is far above a real provider's pace,
  // and a stranger forging notifications gets no further.
  [`/web${deposit.payNotify.path}`]: { max: 300, timeWindow: 60_000 },
};

export async function installRateLimits(app: FastifyInstance, enabled: boolean, db: Kysely<Database>, clock: Clock) {
  if (!enabled) return;
  // Set on each limited route before the plugin's own onRoute hook reads it.
  app.addHook('onRoute', (route) => {
    const limit = GUEST_RATE_LIMITS[route.url];
    if (limit) route.config = { ...route.config, rateLimit: limit };
  });
  await app.register(fastifyRateLimit, {
    global: false,
    store: sharedRateLimitStore(db, clock),
    errorResponseBuilder: (_request, context) =>
      new DomainError(429, 'error.rateLimited', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
}
