import type { Harness } from './harness';
import { expectSuccess, memberPost, moneyPost, type Lang } from './flows';
import { bankOrder, confirmOrder, opsCall, uploadProof } from './depositFlows';
import { placeBet, settleBet } from '../../server/features/bets/service';
import type { ActivityInput, ApplyStanding, GiftRecord, OpsActivity } from '../../contract/activity';

/** Promotions helpers for the server tests: activities written through the operator desk, applications, deposits and bets. */

export const DAY = 24 * 60 * 60 * 1000;

const texts = (title: string) => ({
  title,
  summary: `${title} in short`,
  content: `<h2>${title}</h2><p>Read the <strong>rules</strong> on the <a href="#/help">help page</a>.</p>`,
});

/** A running fixed 10.00 bonus to the central wallet, once per member, granted at once, 1x; overrides change any of it. */
export function activityInput(h: Harness, overrides: Partial<ActivityInput> = {}): ActivityInput {
  const now = h.clock.now();
  return {
    activityClassId: 2,
    kind: 'bonus',
    sort: 100,
    listImgUrl: '/content/activities/sign-up.svg',
    startTime: now - DAY,
    endTime: now + 30 * DAY,
    applyStartTime: now - DAY,
    applyEndTime: now + 30 * DAY,
    minVipLevel: 0,
    depositRule: 'none',
    minDeposit: '0.00',
    memberDaysMin: null,
    memberDaysMax: null,
    perMemberLimit: 1,
    bonusType: 'fixed',
    bonusAmount: '10.00',
    bonusPercent: '0',
    bonusCap: '0.00',
    turnoverMultiple: 1,
    review: false,
    walletVenue: 'central',
    locksWallet: false,
    tiers: [],
    texts: { zh: texts('测试活动'), hk: texts('測試活動'), en: texts('Test promotion') },
    ...overrides,
  };
}

/** Creates an activity through POST /web/ops/activities; answers it. */
export async function newActivity(h: Harness, overrides: Partial<ActivityInput> = {}): Promise<OpsActivity> {
  const created = await opsCall(h, 'POST', '/activities', { payload: activityInput(h, overrides) });
  expectSuccess(created);
  return created.body.activity as OpsActivity;
}

export const apply = (h: Harness, token: string, activityId: number, options: { tier?: number; lang?: Lang; key?: string } = {}) =>
  moneyPost(h, token, '/activity/activityApply/applyActivity', {
    payload: { activityId, ...(options.tier === undefined ? {} : { tier: options.tier }) },
    headers: { ...(options.lang ? { lang: options.lang } : {}), ...(options.key ? { 'idempotency-key': options.key } : {}) },
  });

export async function applied(h: Harness, token: string, activityId: number, tier?: number): Promise<GiftRecord> {
  const response = await apply(h, token, activityId, { tier });
  expectSuccess(response);
  return response.body.application as GiftRecord;
}

export async function standing(h: Harness, token: string, activityId: number, options: { tier?: number; lang?: Lang } = {}): Promise<ApplyStanding> {
  const response = await memberPost(h, token, '/activity/activityApply/getApplyStanding', {
    query: { activityId, tier: options.tier },
    headers: options.lang ? { lang: options.lang } : {},
  });
  expectSuccess(response);
  return response.body.standing as ApplyStanding;
}

/** A bank deposit of the member's, confirmed with a proof and approved by the operator: credited. */
export async function creditedDeposit(h: Harness, token: string, amount: string): Promise<string> {
  const order = await bankOrder(h, token, amount);
  expectSuccess(await confirmOrder(h, token, order.id, [await uploadProof(h, token)]));
  expectSuccess(await opsCall(h, 'POST', `/deposits/${order.orderNo}/approve`));
  return order.orderNo;
}

let betSerial = 0;
/** A settled bet at a venue (the stake moved there first from central): lost (payout 0) unless told. */
export async function settledBet(h: Harness, member: { userId: number; token: string }, venue: string, stakeMinor: number, payoutMinor = 0, fund = true) {
  if (fund) expectSuccess(await moneyPost(h, member.token, '/apiCode/convertMoney', { query: { from: 'central', to: venue, amount: (stakeMinor / 100).toFixed(2) } }));
  betSerial += 1;
  const key = `act-${member.userId}-${betSerial}`;
  const bet = await placeBet(h.db, h.clock, { memberId: member.userId, platType: venue, gameCode: `${venue}-test`, roundId: key, stakeMinor, key });
  return settleBet(h.db, h.clock, bet.id, { payoutMinor });
}

export async function balanceOf(h: Harness, userId: number, venue: string): Promise<{ balance: number; locked: number }> {
  const row = await h.db.selectFrom('wallets').select(['balance_minor', 'locked']).where('user_id', '=', userId).where('venue', '=', venue).executeTakeFirst();
  return { balance: Number(row?.balance_minor ?? 0), locked: Number(row?.locked ?? 0) };
}

/** Sets what a member's judgement reads: VIP level, registration time. */
export async function setMember(h: Harness, userId: number, values: { level?: number; registeredAt?: number }) {
  await h.db
    .updateTable('users')
    .set({ ...(values.level === undefined ? {} : { level_id: values.level }), ...(values.registeredAt === undefined ? {} : { created_at: values.registeredAt }) })
    .where('id', '=', userId)
    .execute();
}

