import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../errors';
import { translate } from './messages';
import { JSON_ANSWER_HEADERS } from './securityHeaders';
import { DEFAULT_LANGUAGE, isLanguageCode, languageCodeOf } from '../../machines/rules/language';

/** The success envelope: code 0 and the call's named keys beside it. */
export function ok<T extends object = Record<never, never>>(request: FastifyRequest, data?: T) {
  return { code: 0, msg: translate(request.language, 'api.ok'), ...(data as T) };
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

/** What Fastify itself refuses before a handler runs (body parsing, content type, size), as a domain error. */
function refusalOf(error: FastifyError): DomainError {
  const status = error.statusCode ?? 400;
  if (status === 413) return new DomainError(413, 'error.tooLarge');
  if (status === 415) return new DomainError(415, 'error.unsupportedMediaType');
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return new DomainError(400, 'error.badJson');
  }
  return new DomainError(400, 'error.badRequest');
}

/**
 * Errors Fastify meets before routing (a malformed address): the app's `frameworkErrors` option, so
 * they answer the envelope too. No hook has run yet, so the language comes from the header here.
 */
export function answerFrameworkError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.language = requestLanguage(request);
  reply.headers(JSON_ANSWER_HEADERS);
  return send(request, reply, new DomainError(400, 'error.badRequest'));
}

/**
 * Requests Node refuses before Fastify sees them (headers or query string past the size limit, bytes
 * that are not HTTP, a client too slow): the envelope too, written on the socket. The language is read
 * from the raw bytes' lang header when they hold one.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'error.headersTooLarge']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'error.timeout']
        : [400, 'error.badRequest'];
  const raw: unknown = (error as { rawPacket?: unknown }).rawPacket;
  const asked = /\r\nlang:[ \t]*(zh|hk|en)\b/i.exec(Buffer.isBuffer(raw) ? raw.toString('latin1') : '')?.[1]?.toLowerCase();
  const language = asked !== undefined && isLanguageCode(asked) ? asked : DEFAULT_LANGUAGE;
  const body = JSON.stringify({ code: status, msg: translate(language, key) });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Failures become envelopes in the caller's language; no stack trace ever leaves the server. */
export function installEnvelope(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) return send(request, reply, error);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return send(request, reply, refusalOf(error));
    request.log.error(error);
    return send(request, reply, new DomainError(500, 'error.internal'));
  });
  app.setNotFoundHandler((request, reply) => send(request, reply, new DomainError(404, 'error.notFound')));
}
