import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';
import { PASSWORD_PARAMETER } from '../../contract/secrets';

/**
 * Refuses a password in the query string, on every route: the site sends passwords in the JSON body,
 * and an address travels into access logs, proxies and browser history. Checked before the schemas
 * (preValidation: after the session check, so a member reads the refusal in their own language); the
 * answer names the parameter, never its value, and the access log shows the value as *** (./redact.ts).
 */
export function installSecretQueryRefusal(app: FastifyInstance) {
  // A callback hook, not an async one: every call passes it, and it never waits.
  app.addHook('preValidation', (request, _reply, done) => {
    const query = request.query;
    if (query === null || typeof query !== 'object') return done();
    const name = Object.keys(query).find((key) => PASSWORD_PARAMETER.test(key));
    done(name === undefined ? undefined : badRequest('error.passwordInQuery', { name }, name));
  });
}
