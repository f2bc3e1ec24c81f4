import { Type } from 'typebox';

/**
 * Passwords (the login password, the withdrawal password) travel only in a JSON body: a query string
 * lands in access logs, proxy logs and browser history. The server refuses a query parameter whose
 * name is a password's (server/http/secretQuery.ts); tests/server/contract.test.ts proves that no
 * endpoint declares one in its query.
 */
export const PASSWORD_PARAMETER = /pass(?:word|wd)|pwd/i;

/** A password field of a form: optional text the shared rules judge, sent in the body and never echoed. */
export const PasswordText = (description: string) =>
  Type.Optional(Type.String({ maxLength: 128, writeOnly: true, description: `${description} (JSON body only: refused in the query string)` }));
