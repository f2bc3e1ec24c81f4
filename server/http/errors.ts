import type { MessageValues } from './messages';

/**
 * A failure the member should read. `code` is the envelope code (and the HTTP
 * status); `messageKey` is a locale key rendered in the caller's language.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: string,
    readonly values: MessageValues = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(messageKey);
  }
}

export const badRequest = (messageKey: string, values?: MessageValues) => new ApiError(400, messageKey, values);
export const conflict = (messageKey: string, values?: MessageValues) => new ApiError(409, messageKey, values);
export const tooMany = (messageKey: string, values?: MessageValues) => new ApiError(429, messageKey, values);
export const unauthorized = () => new ApiError(401, 'error.unauthorized');
