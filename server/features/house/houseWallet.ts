import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, DomainError } from '../../errors';
import { parseAmount } from '../../../machines/rules/money';
import { HOUSE_PLAT_TYPE } from '../../../machines/rules/houseVenue';

/** The member's balance in the house venue's wallet, in minor units (0 before its first use). */
export async function houseBalanceMinor(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('wallets')
    .select('balance_minor')
    .where('user_id', '=', userId)
    .where('venue', '=', HOUSE_PLAT_TYPE)
    .executeTakeFirst();
  return row ? Number(row.balance_minor) : 0;
}

/** A stake typed by the member in minor units; blank or 0.00 is none. Refusals name the field. */
export function stakeMinorOf(text: string | undefined, field: string): number {
  if (text === undefined || /^0*(\.0*)?$/.test(text.trim())) return 0;
  const parsed = parseAmount(text);
  if ('error' in parsed) throw badRequest(parsed.error, {}, field);
  return parsed.minor;
}

/**
 * A bet key from the call's Idempotency-Key (a fresh one without it): a hash, so any key of up to 64
 * characters fits the bet's 64, with the game's prefix so one key names one bet per game.
 */
export function betKeyOf(game: 'bac' | 'keno', idempotencyKey: string | null): string {
  const source = idempotencyKey ?? randomUUID();
  return `${game}:${createHash('sha256').update(source).digest('base64url')}`;
}

/** A settlement the bets core refuses because the round was voided (sandbox) first: nothing is paid. */
export const isVoidedBet = (error: unknown): boolean => error instanceof DomainError && error.messageKey === 'bets.error.voided';
