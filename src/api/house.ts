import { call } from './client';
import { house, type BaccaratRound, type KenoState, type KenoTicket } from '../../contract/house';
import { wallet } from '../../contract/wallet';
import { formatMinor } from '../../machines/rules/money';
import { HOUSE_PLAT_TYPE } from '../../machines/rules/houseVenue';
import type { KenoMarket } from '../../machines/rules/keno';
import type { BaccaratStakesMinor } from '../../machines/baccaratTable';

/** The in-house venue's calls (contract/house.ts); stakes travel as 2-decimal text. */

export type { BaccaratRound, KenoState, KenoTicket } from '../../contract/house';

const stakeText = (minor: number) => (minor > 0 ? formatMinor(minor) : undefined);

/** The house venue wallet's balance. */
export async function houseBalance(): Promise<string> {
  const { platBalance } = await call(wallet.getUserPlatBalance, { query: { platType: HOUSE_PLAT_TYPE } });
  return platBalance;
}

/** Stakes a baccarat round; the server deals and settles it. */
export async function playBaccarat(stakes: BaccaratStakesMinor): Promise<BaccaratRound> {
  const body = { player: stakeText(stakes.player), banker: stakeText(stakes.banker), tie: stakeText(stakes.tie) };
  const { round } = await call(house.playBaccarat, { body });
  return round;
}

export async function kenoState(): Promise<KenoState> {
  const { state } = await call(house.kenoState, {});
  return state;
}

export async function buyKenoTicket(ticket: { numbers: number[]; markets: KenoMarket[]; stakeMinor: number }): Promise<{ ticket: KenoTicket; state: KenoState }> {
  const reply = await call(house.buyKenoTicket, { body: { numbers: ticket.numbers, markets: ticket.markets, stake: formatMinor(ticket.stakeMinor) } });
  return { ticket: reply.ticket, state: reply.state };
}
