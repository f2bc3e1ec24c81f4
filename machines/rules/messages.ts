/**
 * Message centre rules shared by the message machine, the mail page and the API server (spec sections 2,
 * 4 and 9): the five kinds (the mail page's tabs) and the operator's limits (the badge's text is display.ts unreadBadge).
 */

/**
 * The spec's tabs, in their order: notification, activity, announcement, deposit and withdrawal
 * (`money`), private message. `money` and `private` messages are one member's; the other three may be
 * sent to everyone.
 */
export const MESSAGE_KINDS = ['notification', 'activity', 'announcement', 'money', 'private'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** What the operator may send (POST /web/ops/messages): deposit and withdrawal messages come only from the money itself. */
export const OPERATOR_MESSAGE_KINDS = ['announcement', 'activity', 'notification', 'private'] as const;
export type OperatorMessageKind = (typeof OPERATOR_MESSAGE_KINDS)[number];

/** The latest messages /message/getTop50MessageList answers (its name says 50). */
export const TOP_MESSAGES = 50;
/** A title is one line; a message's content at most this many characters. */
export const MESSAGE_TITLE_MAX = 100;
export const MESSAGE_CONTENT_MAX = 2000;
