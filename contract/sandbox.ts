import { Type } from 'typebox';
import { Amount, endpoint } from './envelope';
import { BalanceMap } from './wallet';
import { BetRecord } from './bets';

/** Sandbox-only doors for end-to-end tests, and the page that stands in for a game provider. */

/** The most one call may move the clock: a year and a day, far past every expiry rule (the longest is a day). */
export const MAX_CLOCK_ADVANCE_MS = 366 * 24 * 60 * 60 * 1000;

export const OutboxMessage = Type.Object({ to: Type.String(), text: Type.String(), code: Type.String(), sentAt: Type.Integer() });

export const sandbox = {
  outbox: endpoint({
    method: 'GET',
    path: '/sandbox/outbox',
    summary: 'SMS messages sent to a number, newest first',
    access: 'sandbox',
    querystring: Type.Object({ to: Type.String({ minLength: 1, maxLength: 32 }) }),
    reply: Type.Object({ messages: Type.Array(OutboxMessage) }),
  }),
  captcha: endpoint({
    method: 'GET',
    path: '/sandbox/captcha/:uuid',
    summary: "A captcha's answer",
    access: 'sandbox',
    params: Type.Object({ uuid: Type.String({ maxLength: 64 }) }),
    reply: Type.Object({ answer: Type.String() }),
  }),
  clock: endpoint({
    method: 'POST',
    path: '/sandbox/clock',
    summary: "Moves the server's clock forward",
    access: 'sandbox',
    body: Type.Object({ advanceMs: Type.Integer({ minimum: 0, maximum: MAX_CLOCK_ADVANCE_MS }) }),
    reply: Type.Object({ now: Type.Integer() }),
  }),
  venue: endpoint({
    method: 'GET',
    path: '/sandbox/venue/:platType',
    summary: "The sandbox provider's game page",
    access: 'sandbox',
    params: Type.Object({ platType: Type.String({ maxLength: 64 }) }),
    querystring: Type.Object({ lang: Type.Optional(Type.String({ maxLength: 8 })), gameCode: Type.Optional(Type.String({ maxLength: 64 })) }),
    reply: null,
    produces: 'text/html',
  }),
  venueAsset: endpoint({
    method: 'GET',
    path: '/sandbox/venue-page/:asset',
    summary: "The sandbox provider page's style and script",
    access: 'sandbox',
    params: Type.Object({ asset: Type.String({ maxLength: 64, description: 'page.css or page.js' }) }),
    reply: null,
    produces: 'text/css, text/javascript',
  }),
  credit: endpoint({
    method: 'POST',
    path: '/sandbox/credit',
    summary: "Credits a member's central wallet (a sandbox adjustment, not a transfer record)",
    access: 'sandbox',
    body: Type.Object({
      userName: Type.String({ minLength: 1, maxLength: 64 }),
      amount: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Number()], { description: 'Two decimals at most' })),
    }),
    reply: Type.Object({ userBalanceMap: BalanceMap }),
    idempotent: true,
  }),
  // Bets (issue 12): a simulated round at a third-party venue, and a round voided.
  venueRound: endpoint({
    method: 'POST',
    path: '/sandbox/venue/:platType/round',
    summary: "Plays one simulated round at a venue: the stake leaves that venue's wallet and the bet settles with a random outcome",
    access: 'member',
    params: Type.Object({ platType: Type.String({ maxLength: 32 }) }),
    body: Type.Object({ stake: Type.Union([Type.String({ maxLength: 64 }), Type.Number()], { description: 'Two decimals at most, e.g. "10.00"' }) }),
    reply: Type.Object({ bet: BetRecord, platBalance: Amount }),
    idempotent: true,
  }),
  voidRound: endpoint({
    method: 'POST',
    path: '/sandbox/rounds/:roundId/void',
    summary: "Voids a venue's round: every unsettled bet of it gets its stake back and turns invalid (again: nothing more)",
    access: 'sandbox',
    params: Type.Object({ roundId: Type.String({ minLength: 1, maxLength: 64 }) }),
    querystring: Type.Object({ platType: Type.String({ minLength: 1, maxLength: 32, description: "The round's venue" }) }),
    reply: Type.Object({ voided: Type.Integer({ description: 'How many bets this call voided' }) }),
  }),
} as const;
