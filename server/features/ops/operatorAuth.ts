import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { BOOTSTRAP_OPERATOR } from '../../db/migrations/017_operators';
import { operatorOfRow, type ActingOperator } from './operators';
import { KEY_SHAPE, sha256 } from './operatorKeys';

/**
 * Who an `Authorization: Bearer KEY` header is. OPERATOR_KEY from the configuration is the bootstrap
 * admin's key; any other key is an operator's own (./operatorKeys.ts). Digests are compared in constant
 * time, against a stand-in when the name is unknown, so the time spent tells nothing of either.
 */

/** Compared when there is no stored digest, so an unknown name costs what a known one does. */
const STAND_IN = sha256('no operator has this key');

const bearerOf = (header: string | undefined) => /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? null;

/** The bootstrap key check: both sides hashed first, so their lengths never differ. */
export function operatorKeyMatches(expected: string, header: string | undefined): boolean {
  const key = bearerOf(header);
  return timingSafeEqual(sha256(expected), sha256(key ?? '')) && key !== null;
}

/** The operator the header names, or null: no or unknown key, a disabled operator, or the bootstrap key without OPERATOR_KEY. */
export async function operatorOfHeader(db: Kysely<Database>, bootstrapKey: string | null, header: string | undefined): Promise<ActingOperator | null> {
  const key = bearerOf(header);
  if (key === null) return null;
  if (bootstrapKey !== null && operatorKeyMatches(bootstrapKey, header)) {
    const bootstrap = await db.selectFrom('operators').selectAll().where('name', '=', BOOTSTRAP_OPERATOR).executeTakeFirstOrThrow();
    return operatorOfRow(bootstrap);
  }
  const name = KEY_SHAPE.exec(key)?.[1];
  const row =
    name === undefined || name === BOOTSTRAP_OPERATOR ? undefined : await db.selectFrom('operators').selectAll().where('name', '=', name).executeTakeFirst();
  const stored = row?.key_hash ? Buffer.from(row.key_hash, 'hex') : STAND_IN;
  const matches = timingSafeEqual(stored.length === STAND_IN.length ? stored : STAND_IN, sha256(key));
  if (!matches || !row?.key_hash || row.disabled_at !== null) return null;
  return operatorOfRow(row);
}
