import type { AnyMachineSnapshot } from 'xstate';
import type { BaccaratRound } from '../../../contract/house';
import type { ModelAdapter } from '../model';

/** A natural: player 9 against banker 7 on four cards, the player stake paid 1 for 1. */
export const PLAYER_NATURAL: BaccaratRound = {
  roundId: 7,
  orderNo: 'BET0000007',
  playerCards: [
    { rank: 4, suit: 1 },
    { rank: 5, suit: 0 },
  ],
  bankerCards: [
    { rank: 13, suit: 2 },
    { rank: 7, suit: 3 },
  ],
  playerTotal: 9,
  bankerTotal: 7,
  outcome: 'player',
  stake: '10.00',
  payout: '20.00',
  balance: '110.00',
};

export const baccaratTableModel: ModelAdapter = {
  flowId: 'baccaratTable',
  scenarios: [{ name: 'baccarat table' }],
  events: [
    { type: 'xstate.done.actor.loadBalance', output: '100.00' },
    { type: 'xstate.error.actor.loadBalance', error: new Error('offline') },
    { type: 'CHOOSE_CHIP', chip: 1000 },
    { type: 'CHOOSE_CHIP', chip: 7 },
    { type: 'PLACE', spot: 'player' },
    { type: 'PLACE', spot: 'tie' },
    { type: 'CLEAR' },
    { type: 'DEAL' },
    { type: 'xstate.done.actor.playRound', output: PLAYER_NATURAL },
    { type: 'xstate.error.actor.playRound', error: new Error('stake above balance') },
    { type: 'xstate.after.reveal.baccaratTable.revealing' },
    { type: 'NEXT' },
  ],
  // Placing twice and clearing multiply simple paths; shortest and transition paths cover them.
  simplePathEvents: (event) => !/CHOOSE_CHIP|CLEAR/.test(event.type) && !(event.type === 'PLACE' && (event as { spot?: string }).spot === 'tie'),
  serializeState: (snapshot: AnyMachineSnapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.stakes.player > 0 || snapshot.context.stakes.tie > 0, snapshot.context.revealed, snapshot.context.chip]),
};
