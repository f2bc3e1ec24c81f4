import type { AnyMachineSnapshot } from 'xstate';
import type { KenoState, KenoTicket } from '../../../contract/house';
import type { ModelAdapter } from '../model';

const NOW = 1_800_000_000_000;

/** Round 100 open with a minute to go; round 99 drawn. */
export const KENO_OPEN: KenoState = {
  roundId: 100,
  drawAt: NOW + 60_000,
  now: NOW,
  lastDraw: { roundId: 99, numbers: Array.from({ length: 20 }, (_, index) => index * 4 + 1), total: 780 },
  tickets: [],
  balance: '100.00',
};

/** Round 100 a second from its draw. */
export const KENO_DUE: KenoState = { ...KENO_OPEN, now: KENO_OPEN.drawAt - 1000 };

/** Round 100 drawn, 101 open. */
export const KENO_DRAWN: KenoState = {
  ...KENO_OPEN,
  roundId: 101,
  drawAt: NOW + 120_000,
  now: NOW + 60_000,
  lastDraw: { roundId: 100, numbers: Array.from({ length: 20 }, (_, index) => index * 4 + 2), total: 800 },
};

export const KENO_TICKET: KenoTicket = {
  ticketId: 1,
  roundId: 100,
  numbers: [2, 6],
  markets: ['big'],
  stake: '10.00',
  totalStake: '20.00',
  hits: null,
  payout: null,
};

export const kenoDrawModel: ModelAdapter = {
  flowId: 'kenoDraw',
  scenarios: [{ name: 'keno board' }],
  events: [
    { type: 'xstate.done.actor.loadState', output: KENO_OPEN },
    { type: 'xstate.done.actor.loadState', output: KENO_DUE },
    { type: 'xstate.done.actor.loadState', output: KENO_DRAWN },
    { type: 'xstate.error.actor.loadState', error: new Error('offline') },
    { type: 'RETRY' },
    { type: 'TOGGLE_NUMBER', number: 2 },
    { type: 'TOGGLE_MARKET', market: 'big' },
    { type: 'CHOOSE_STAKE', stake: 5000 },
    { type: 'CLEAR' },
    { type: 'BUY' },
    { type: 'xstate.done.actor.buyTicket', output: { ticket: KENO_TICKET, state: KENO_DUE } },
    { type: 'xstate.error.actor.buyTicket', error: new Error('stake above balance') },
    { type: 'xstate.after.step.kenoDraw.open' },
    { type: 'xstate.after.step.kenoDraw.waiting' },
    { type: 'xstate.after.shown.kenoDraw.result' },
    { type: 'NEXT' },
  ],
  simplePathEvents: (event) => !/TOGGLE_MARKET|CHOOSE_STAKE|CLEAR|RETRY/.test(event.type),
  serializeState: (snapshot: AnyMachineSnapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.numbers.length > 0 || snapshot.context.markets.length > 0,
      snapshot.context.remainingMs <= 1000,
      snapshot.context.awaitedRound,
    ]),
};
