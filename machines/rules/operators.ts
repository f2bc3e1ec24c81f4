/**
 * The site's operators (issue 22): each has a name, a role and a key of their own. What a role may call is
 * declared per endpoint in contract/ (`roles`); these are the words both sides share.
 *
 * - admin: everything, and manages operators;
 * - finance: approves and rejects deposits and withdrawals, sets money settings;
 * - support: reads the lists (cannot approve money).
 */
export const OPERATOR_ROLES = ['admin', 'finance', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const isOperatorRole = (value: unknown): value is OperatorRole => OPERATOR_ROLES.includes(value as OperatorRole);

/** An operator's name: 2-32 letters, digits, dot, dash or underscore, starting with a letter or digit. */
export const OPERATOR_NAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]*$';
export const OPERATOR_NAME_MIN = 2;
export const OPERATOR_NAME_MAX = 32;

/** The reason an operator gives for a rejection, which the member reads. */
export const REJECT_REASON_MAX = 200;
