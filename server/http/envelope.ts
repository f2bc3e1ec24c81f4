import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../errors';
import { translate } from './messages';
import { DEFAULT_LANGUAGE, isLanguageCode, languageCodeOf } from '../../machines/rules/language';

/** The success envelope: code 0 and the call's named keys beside it. */
export function ok(request: FastifyRequest, data: Record<string, unknown> = {}) {
  return { code: 0, msg: translate(request.language, 'api.ok'), ...data };
}

/** The caller's language: the member's own setting, else the site's lang header, else zh. */
export function requestLanguage(request: FastifyRequest) {
  const memberLanguage = languageCodeOf(request.member?.languageType);
  if (memberLanguage) return memberLanguage;
  const header = request.headers.lang;
  const language = typeof header === 'string' ? header.toLowerCase() : '';
  return isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
}

function send(request: FastifyRequest, reply: FastifyReply, error: DomainError) {
  return reply
    .status(error.code)
    .send({
      code: error.code,
      msg: translate(request.language, error.messageKey, error.values),
      ...(error.field ? { field: error.field } : {}),
      ...error.extra,
    });
}

/** Failures become envelopes in the caller's language; no stack trace ever leaves the server. */
export function installEnvelope(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) return send(request, reply, error);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(request, reply, new DomainError(status === 413 ? 413 : 400, status === 413 ? 'error.tooLarge' : 'error.badRequest'));
    }
    request.log.error(error);
    return send(request, reply, new DomainError(500, 'error.internal'));
  });
  app.setNotFoundHandler((request, reply) => send(request, reply, new DomainError(404, 'error.notFound')));
}
