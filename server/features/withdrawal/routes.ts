import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { routeOptions } from '../../http/route';
import { answerIdempotently, requestFingerprint } from '../../http/idempotency';
import { storedAnswer } from '../../ledger/idempotency';
import { conflict } from '../../errors';
import { verifyWithdrawPassword } from '../profile/secrets';
import { isUniqueViolation } from '../payout/accountGuards';
import { withdrawal } from '../../../contract/withdrawal';
import { formatMinor } from '../../../machines/rules/money';
import { cryptoAllowed, WITHDRAW_MIN_MINOR, withdrawableMinor } from '../../../machines/rules/withdrawal';
import { withdrawFacts } from './facts';
import { withdrawExtraRules, withdrawMethods } from './methods';
import { checkedRequest, holdWithdrawal, ownWithdrawOrder, withdrawOrderView } from './orders';
import { autoApproveDueWithdrawals } from './review';
import { sandboxPayoutsOf } from '../../adapters/payouts';
import { currentRate, usdtRateView } from '../payments/cryptoRate';

/** Withdrawing (spec section 7 withdraw calls): methods, the appointment bonus, the gating facts, submission. */
export function withdrawalRoutes(ctx: AppContext) {
  const { db, clock, config } = ctx;
  // Sandbox mode: instant orders due for the sandbox's own approval are approved before a member reads.
  const settleDue = (userId: number) => (config.sandbox ? autoApproveDueWithdrawals(db, clock, config.withdrawAutoApproveMs, sandboxPayoutsOf(db), userId) : Promise.resolve(0));
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();

    app.post(withdrawal.getWithdrawMethod.path, routeOptions(withdrawal.getWithdrawMethod), async (request) =>
      ok(request, { withdrawMethodList: withdrawMethods(request.language) }),
    );

    app.post(withdrawal.getWithdrawExtraRule.path, routeOptions(withdrawal.getWithdrawExtraRule), async (request) =>
      ok(request, { withdrawExtraRuleList: withdrawExtraRules() }),
    );

    app.post(withdrawal.checkIsQuickWithdraw.path, routeOptions(withdrawal.checkIsQuickWithdraw), async (request) => {
      const userId = request.member.userId;
      await settleDue(userId);
      const facts = await withdrawFacts(db, userId, clock.now());
      const rate = await currentRate(db);
      return ok(request, {
        isQuickWithdraw: true,
        cryptoAllowed: cryptoAllowed(facts),
        hasRealName: facts.hasRealName,
        hasPhone: facts.hasPhone,
        hasWithdrawPassword: facts.hasWithdrawPassword,
        hasReviewingOrder: facts.hasReviewingOrder,
        remainingTurnover: formatMinor(facts.remainingTurnoverMinor),
        requiredTurnover: formatMinor(facts.requiredTurnoverMinor ?? 0),
        vipLevel: facts.vipLevel,
        dailyCount: facts.dailyCountLimit,
        dailyCountUsed: facts.dailyCountUsed,
        dailyLimit: formatMinor(facts.dailyAmountLimitMinor),
        dailyAmountUsed: formatMinor(facts.dailyAmountUsedMinor),
        balance: formatMinor(facts.availableMinor),
        venueBalance: formatMinor(facts.venueMinor),
        withdrawable: formatMinor(withdrawableMinor(facts)),
        minAmount: formatMinor(WITHDRAW_MIN_MINOR),
        usdtRate: rate ? usdtRateView(rate) : null,
      });
    });

    app.post(withdrawal.withdraw.path, routeOptions(withdrawal.withdraw), async (request, reply) => {
      const userId = request.member.userId;
      const language = request.language;
      const key = request.idempotencyKey;
      // A retry of a submission that went through answers as it did, before any rule (its order now awaits review).
      const isReplay = key !== null && (await storedAnswer(db, { userId, key, request: requestFingerprint(request) })) !== null;
      if (!isReplay) {
        // The gate and the request's rules first (their messages say what to do), then the password.
        await checkedRequest(db, clock, userId, request.body);
        await verifyWithdrawPassword(db, clock, userId, request.body.password ?? '');
      }
      try {
        return await answerIdempotently(ctx, request, reply, userId, async (trx, keys) => ({
          withdrawOrder: withdrawOrderView(await holdWithdrawal(trx, clock, userId, request.body, keys), language),
        }));
      } catch (error) {
        // Two submissions at once: the one-order-under-review index lets one through.
        if (isUniqueViolation(error)) throw conflict('withdrawal.error.reviewingOrder');
        throw error;
      }
    });

    app.post(withdrawal.getWithdrawOrder.path, routeOptions(withdrawal.getWithdrawOrder), async (request) => {
      const userId = request.member.userId;
      await settleDue(userId);
      return ok(request, { withdrawOrder: withdrawOrderView(await ownWithdrawOrder(db, userId, request.params.id), request.language) });
    });
  };
}
