import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { routeOptions } from '../../http/route';
import { answerIdempotently } from '../../http/idempotency';
import { sandbox } from '../../../contract/sandbox';
import { requireAmount } from '../wallet/transfers';
import { requireVenue } from '../wallet/wallets';
import { formatMinor } from '../../../machines/rules/money';
import { placeSettledBetIn, voidRound, type SettledBet } from './service';
import { placeSettledBetInOneGo } from './roundInOneGo';
import { betRecordOf } from './records';
import { simulatedOutcome, simulatedRound } from './simulatedRound';

/**
 * Sandbox doors of the bets feature (registered in sandbox mode only): a member plays one simulated
 * round at a third-party venue (the venue page's "play a round" button), and a test voids a round.
 */

/** POST /web/sandbox/venue/{platType}/round with the member's token and an Idempotency-Key. */
export function sandboxRoundRoutes(ctx: AppContext) {
  const { db, clock } = ctx;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();

    app.post(sandbox.venueRound.path, routeOptions(sandbox.venueRound), async (request, reply) => {
      const memberId = request.member.userId;
      const platType = request.params.platType;
      // The request's key is the bet's: a retry finds the bet instead of playing again (and, with the
      // key's stored answer, answers as the first time).
      const key = `sandbox:${request.idempotencyKey ?? randomUUID()}`;
      // The venue is checked there (error.unknownVenue), once a minute per venue at most.
      const { title, game, roundId } = await simulatedRound(db, key, platType, request.language);
      const stakeMinor = requireAmount(String(request.body.stake));
      const input = { memberId, platType, ...game, roundId, stakeMinor, key };
      const outcomeOf = (stake: number) => simulatedOutcome(stake);
      // The round is first tried in one go through the ledger (see ./roundInOneGo.ts), which picks a
      // synchronous step on SQLite or one statement on PostgreSQL; anything but the plain case falls back
      // to the ordinary transaction, which places, refuses or replays exactly.
      return answerIdempotently(ctx, request, reply, memberId, (trx) => placeSettledBetIn(trx, clock, input, outcomeOf), {
        view: ({ bet, venueMinor }: SettledBet) => ({ bet: betRecordOf(bet, title, request.language), platBalance: formatMinor(venueMinor) }),
        oneStatement: (call) => placeSettledBetInOneGo(db, clock, { call, input, outcome: outcomeOf(stakeMinor) }),
      });
    });
  };
}

/** POST /web/sandbox/rounds/{roundId}/void?platType=…: no token, as the provider's back office would call it. */
export function sandboxVoidRoutes(ctx: AppContext) {
  const { db, clock } = ctx;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();
    app.post(sandbox.voidRound.path, routeOptions(sandbox.voidRound), async (request) => {
      const venue = await requireVenue(db, request.query.platType);
      return ok(request, { voided: await voidRound(db, clock, venue.plat_type, request.params.roundId) });
    });
  };
}
