import type { MessageValues } from './http/messages';

/**
 * A failure the member should read, thrown by domain code. `code` is the envelope code (and the HTTP
 * status); `messageKey` is a locale key rendered in the caller's language; `field` names the input at
 * fault where there is one. Only the HTTP edge (`server/http/envelope.ts`) turns it into an answer.
 */
export class DomainError extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: string,
    readonly values: MessageValues = {},
    readonly extra: Record<string, unknown> = {},
    readonly field?: string,
  ) {
    super(messageKey);
  }
}

export const badRequest = (messageKey: string, values?: MessageValues, field?: string) =>
  new DomainError(400, messageKey, values, {}, field);
export const conflict = (messageKey: string, values?: MessageValues) => new DomainError(409, messageKey, values);
export const tooMany = (messageKey: string, values?: MessageValues) => new DomainError(429, messageKey, values);
export const unauthorized = () => new DomainError(401, 'error.unauthorized');
