import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { runStep } from '../../db/groupCommitSqlite';
import { postMovementInStep } from '../../ledger/ledger';
import { keepAnswerInStep } from '../../ledger/idempotency';
import { CENTRAL_WALLET } from '../../../machines/rules/wallet';
import { CONVERT_TYPE, MOVEMENT_KIND, REFERENCE_PREFIX } from './recordTypes';
import { allMemberWalletsInStep, balancesAfter } from './wallets';
import type { OneStatementTransfer } from './transferStatement';
import type { TransferOutcome } from './transfers';

/** The step does not apply (see transferInOneStep); nothing of it was written. */
class NotPlain extends Error {
  override name = 'NotPlain';
  constructor() {
    super('not the plain case of a transfer: the ordinary path takes it');
  }
}

/**
 * A transfer on SQLite as one synchronous step (see runStep): the same reads and the same ledger
 * writes as convertMoney, and the key row with its outcome, with no await between them, so that the
 * connection passes straight to the next call. It applies only the plain case, as the PostgreSQL
 * statement does (./transferStatement.ts): a fresh key, a seeded venue, both wallets open and neither
 * carrying a promotion lock, and the money there. Anything else fails it, having written nothing, and
 * answerIdempotently then takes the ordinary path, which refuses, replays or opens a wallet exactly.
 *
 * Like the PostgreSQL statement it does not look for a used key or an unknown venue first: a replay's
 * movement key is taken (the ledger writes nothing and answers no movement), a key used by another call
 * is refused by the key row's primary key, and a venue that is not a platform by the movement's foreign
 * key; each fails the step, whose savepoint undoes what it wrote. Two reads fewer for every plain transfer.
 */
export function transferInOneStep(db: Kysely<Database>, clock: Clock, call: OneStatementTransfer): Promise<TransferOutcome> {
  const { transfer, userId } = call;
  const running = runStep(db, (step): TransferOutcome => {
    const wallets = allMemberWalletsInStep(db, step, userId);
    const central = wallets.get(CENTRAL_WALLET);
    const venue = wallets.get(transfer.platType);
    if (!central || !venue || central.locked !== 0 || venue.locked !== 0) throw new NotPlain();
    const [from, to] = transfer.inward ? [central, venue] : [venue, central];
    const movement = postMovementInStep(
      db,
      step,
      clock,
      {
        key: call.movementKey,
        kind: MOVEMENT_KIND.transfer,
        referencePrefix: REFERENCE_PREFIX.transfer,
        userId,
        recordType: transfer.inward ? CONVERT_TYPE.quotaIn : CONVERT_TYPE.quotaOut,
        platType: transfer.platType,
        amountMinor: transfer.amountMinor,
        legs: [
          { account: { walletId: from.id }, amountMinor: -transfer.amountMinor },
          { account: { walletId: to.id }, amountMinor: transfer.amountMinor },
        ],
      },
      [from, to],
    );
    if (movement === null) throw new NotPlain();
    // Written out rather than spread: V8 builds `{ ...object, newProperty }` slowly (1-8 µs, docs/performance.md).
    const { centralMinor, venuesMinor } = balancesAfter(wallets.values(), movement.wallets);
    const outcome: TransferOutcome = {
      centralMinor,
      venuesMinor,
      platType: transfer.platType,
      walletMinor: movement.wallets.get(venue.id)!.balance_minor,
      walletLockFlag: 0,
    };
    keepAnswerInStep(db, step, clock, call, outcome);
    return outcome;
  });
  if (running === null) throw new Error('transferInOneStep: not a SQLite database with steps');
  return running;
}
