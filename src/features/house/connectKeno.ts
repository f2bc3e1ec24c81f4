import type { SnapshotFrom } from 'xstate';
import type { kenoDrawMachine, KenoDrawEvent } from '../../../machines/kenoDraw';
import { HOUSE_CHIPS_MINOR } from '../../../machines/rules/houseVenue';
import {
  bigOrSmall,
  elementOf,
  FIVE_ELEMENT_RANGES,
  FIVE_ELEMENTS,
  KENO_NUMBERS,
  KENO_PICKS_MAX,
  KENO_TOTAL_MAX,
  KENO_TOTAL_MIN,
  KENO_TOTAL_THRESHOLD,
  MARKET_RETURN_HUNDREDTHS,
  PICK_PAY_TABLE_TENTHS,
  selectionsOf,
  type KenoMarket,
} from '../../../machines/rules/keno';
import { formatMinor } from '../../../machines/rules/money';
import { chipLabel } from './connectBaccarat';

/** What the happy-lottery board shows and can do, from the draw machine's state. */

const odds = (hundredths: number) => (hundredths / 100).toFixed(2).replace(/0$/, '');

/** Each market's range of totals, as the rules give them. */
const MARKET_RANGES: Record<KenoMarket, readonly [number, number]> = {
  big: [KENO_TOTAL_THRESHOLD + 1, KENO_TOTAL_MAX],
  small: [KENO_TOTAL_MIN, KENO_TOTAL_THRESHOLD - 1],
  ...FIVE_ELEMENT_RANGES,
};

export const countdownText = (remainingMs: number) => {
  const seconds = Math.ceil(remainingMs / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

export function connectKeno(state: SnapshotFrom<typeof kenoDrawMachine>, send: (event: KenoDrawEvent) => void) {
  const { context } = state;
  const phase = state.hasTag('failed')
    ? 'failed'
    : state.hasTag('loading')
      ? 'loading'
      : state.hasTag('buying')
        ? 'buying'
        : state.hasTag('drawing')
          ? 'drawing'
          : state.hasTag('result')
            ? 'result'
            : 'open';
  const open = phase === 'open';
  const server = context.state;
  const lastDraw = server?.lastDraw ?? null;
  const drawnSet = new Set(lastDraw?.numbers ?? []);
  const full = context.numbers.length >= KENO_PICKS_MAX;
  const stakeMinor = context.stake;
  const selections = selectionsOf(context);
  return {
    phase,
    balance: server?.balance ?? null,
    round: server?.roundId ?? null,
    countdown: countdownText(context.remainingMs),
    secondsLeft: Math.ceil(context.remainingMs / 1000),
    /** The share of the minute left, for the countdown ring. */
    minuteLeft: Math.min(1, context.remainingMs / 60_000),
    picked: context.numbers.length,
    numbers: Array.from({ length: KENO_NUMBERS }, (_, index) => {
      const number = index + 1;
      const picked = context.numbers.includes(number);
      const drawn = drawnSet.has(number);
      return {
        number,
        picked,
        drawn,
        /** The cell's name for screen readers (whether it is picked, aria-pressed says): its number, and whether the last draw had it. */
        labelKey: drawn ? 'house.keno.numberDrawn' : 'house.keno.number',
        disabled: !open || (full && !picked),
        toggle: () => send({ type: 'TOGGLE_NUMBER', number }),
      };
    }),
    markets: (['big', 'small', ...FIVE_ELEMENTS] as KenoMarket[]).map((market) => ({
      market,
      from: MARKET_RANGES[market][0],
      to: MARKET_RANGES[market][1],
      odds: odds(MARKET_RETURN_HUNDREDTHS[market]),
      selected: context.markets.includes(market),
      won: lastDraw !== null && (market === 'big' || market === 'small' ? bigOrSmall(lastDraw.total) === market : elementOf(lastDraw.total) === market),
      disabled: !open,
      toggle: () => send({ type: 'TOGGLE_MARKET', market }),
    })),
    stakes: HOUSE_CHIPS_MINOR.map((minor) => ({
      minor,
      label: chipLabel(minor),
      amount: formatMinor(minor),
      selected: stakeMinor === minor,
      disabled: !open,
      choose: () => send({ type: 'CHOOSE_STAKE', stake: minor }),
    })),
    ticketTotal: formatMinor(stakeMinor * selections),
    canBuy: open && selections > 0,
    canClear: open && selections > 0,
    /** The legend under the board: what a tick (picked) and a ring (drawn last) mean, shown once there is either. */
    legend: context.numbers.length > 0 || lastDraw !== null,
    lastDraw: lastDraw && {
      round: lastDraw.roundId,
      numbers: lastDraw.numbers,
      /** Which of the drawn numbers the member has picked now, so the strip marks them as the board does. */
      picked: lastDraw.numbers.filter((number) => context.numbers.includes(number)),
      total: lastDraw.total,
      bigSmall: bigOrSmall(lastDraw.total),
      element: elementOf(lastDraw.total),
    },
    payTable: Object.entries(PICK_PAY_TABLE_TENTHS).map(([picks, row]) => ({
      picks: Number(picks),
      current: Number(picks) === context.numbers.length,
      pays: Object.entries(row)
        .map(([hits, tenths]) => ({ hits: Number(hits), times: String(tenths / 10) }))
        .sort((a, b) => b.hits - a.hits),
    })),
    tickets: (server?.tickets ?? []).map((ticket) => ({
      ...ticket,
      settled: ticket.payout !== null,
      won: ticket.payout !== null && ticket.payout !== '0.00',
    })),
    lastBought: context.lastTicket?.roundId ?? null,
    toggleNumber: (number: number) => send({ type: 'TOGGLE_NUMBER', number }),
    buy: () => send({ type: 'BUY' }),
    clear: () => send({ type: 'CLEAR' }),
    retry: () => send({ type: 'RETRY' }),
    next: () => send({ type: 'NEXT' }),
  };
}

export type KenoView = ReturnType<typeof connectKeno>;
