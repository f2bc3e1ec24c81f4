/**
 * Other members' ids: every member route that takes an id (a parameter named id, …Id or orderNo in its
 * path, query or body, found from the contract, so a new route is picked up by itself) must have a
 * case here proving that member B reads, changes and deletes nothing of member A's, and that B's
 * answer for A's id is the answer for an id that does not exist. Lists answer only the caller's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { createMember, expectSuccess, memberPost, moneyPost, moneyState, sandboxCredit } from './flows';
import { allEndpoints } from '../../contract';
import type { Endpoint } from '../../contract/envelope';
import { TRANS_TYPES } from '../../contract/wallet';
import { PAYMENT_PROVIDERS, RECHARGE_STATUS, type PaymentProvider } from '../../machines/rules/deposit';
import { bankOrder, cancelOrder, confirmOrder, createProviderOrder, depositHarnessConfig, onlineOrder, opsCall, uploadProof } from './depositFlows';
import { tronAddressFor } from '../rules/cryptoAddressFixtures';
import { activityInput } from './activityFlows';
import { bindingCode, boundBlockchain, boundCard, boundThirdPart, readyToWithdraw, REAL_NAME, withdraw, withdrawn, WITHDRAW_PASSWORD } from './withdrawFlows';

const ID_FIELD = /^(id|.+Id|orderNo)$/;

const fieldsOf = (endpoint: Endpoint) =>
  [endpoint.params, endpoint.querystring, endpoint.body].flatMap((part) => Object.keys(part?.properties ?? {}));

const routeKey = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

type Member = Awaited<ReturnType<typeof createMember>>;

/**
 * How to try one id route: `own` makes something of A's and answers its id; `call` sends B's request
 * for an id; `state` reads what A owns that the route could change.
 */
interface IdCase {
  own(h: Harness, owner: Member): Promise<string | number>;
  call(h: Harness, caller: Member, id: string | number): Promise<{ status: number; body: Record<string, unknown> }>;
  state(h: Harness, owner: Member): Promise<unknown>;
}

const favouritesOf = (h: Harness, owner: Member) =>
  h.db.selectFrom('game_favourites').selectAll().where('user_id', '=', owner.userId).orderBy('id').execute();

/** One case per member route that takes an id of something a member owns (records are listed, below). */
const CASES: Record<string, IdCase> = {
  'POST /gameCollect/delete/:id': {
    async own(h, owner) {
      const saved = await memberPost(h, owner.token, '/gameCollect/save', { payload: { gameId: 1 } });
      expectSuccess(saved);
      return saved.body.collectId as number;
    },
    call: (h, caller, id) => memberPost(h, caller.token, `/gameCollect/delete/${id}`),
    state: favouritesOf,
  },
};

const rechargeOrdersOf = (h: Harness, owner: Member) =>
  h.db.selectFrom('recharge_orders').selectAll().where('user_id', '=', owner.userId).orderBy('id').execute();

/** A's deposit order of each kind, and B's call for it. */
const depositCase = (kind: 'bank' | PaymentProvider, call: IdCase['call']): IdCase => ({
  own: async (h, owner) => {
    // A member holds at most 5 open orders: the earlier cases' orders are closed first (as if they expired).
    await h.db
      .updateTable('recharge_orders')
      .set({ status: RECHARGE_STATUS.expired })
      .where('user_id', '=', owner.userId)
      .where('status', 'in', [RECHARGE_STATUS.awaitingPayment, RECHARGE_STATUS.awaitingConfirmation])
      .execute();
    return (kind === 'bank' ? await bankOrder(h, owner.token) : await onlineOrder(h, owner.token, kind)).id;
  },
  call,
  state: rechargeOrdersOf,
});

Object.assign(CASES, {
  'POST /recharge/getRechargeOrder/:id': depositCase('bank', (h, caller, id) => memberPost(h, caller.token, `/recharge/getRechargeOrder/${id}`)),
  'POST /user/getUserTransDetail/:id': depositCase('bank', (h, caller, id) => memberPost(h, caller.token, `/user/getUserTransDetail/${id}`)),
  'POST /recharge/cancelRechargeOrder/:id': depositCase('bank', (h, caller, id) => cancelOrder(h, caller.token, Number(id), 'other')),
  'POST /recharge/confirmRechargeOrder': depositCase('bank', async (h, caller, id) =>
    confirmOrder(h, caller.token, Number(id), [await uploadProof(h, caller.token)]),
  ),
  ...Object.fromEntries(
    PAYMENT_PROVIDERS.map((provider) => [
      `POST /${provider}/createOrder`,
      depositCase(provider, (h, caller, id) => createProviderOrder(h, caller.token, provider, Number(id))),
    ]),
  ),
} satisfies Record<string, IdCase>);

/** A's payout accounts and withdrawal orders: what the payout and withdrawal routes could change. */
const payoutStateOf = async (h: Harness, owner: Member) => ({
  cards: await h.db.selectFrom('user_bank_cards').selectAll().where('user_id', '=', owner.userId).orderBy('id').execute(),
  chains: await h.db.selectFrom('user_blockchain_accounts').selectAll().where('user_id', '=', owner.userId).orderBy('id').execute(),
  ewallets: await h.db.selectFrom('user_third_part_accounts').selectAll().where('user_id', '=', owner.userId).orderBy('id').execute(),
  orders: await h.db.selectFrom('withdraw_orders').selectAll().where('user_id', '=', owner.userId).orderBy('id').execute(),
});

/** A case over one of A's payout accounts (A and B are ready to withdraw: see beforeAll). */
const payoutCase = (own: (h: Harness, owner: Member) => Promise<number>, call: IdCase['call']): IdCase => ({ own, call, state: payoutStateOf });
const ownCard = async (h: Harness, owner: Member) => (await boundCard(h, await readyToWithdraw(h, owner), { bankcardNo: `62220000${String(Date.now()).slice(-11)}`.slice(0, 19) })).id;
const ownChain = async (h: Harness, owner: Member) => (await boundBlockchain(h, await readyToWithdraw(h, owner), tronAddressFor(`owner ${owner.userId} ${Date.now()}`))).id;
const ownEwallet = async (h: Harness, owner: Member) => (await boundThirdPart(h, await readyToWithdraw(h, owner), 'eb', `eb${String(Date.now()).padStart(20, '3')}`)).id;
const deleteWith = (path: string) => (h: Harness, caller: Member, id: string | number) =>
  memberPost(h, caller.token, `${path}/${id}`, { payload: { password: WITHDRAW_PASSWORD } });

Object.assign(CASES, {
  'POST /userBankCard/modifyBindBankCard': payoutCase(ownCard, async (h, caller, id) =>
    memberPost(h, caller.token, '/userBankCard/modifyBindBankCard', {
      payload: { id, holderName: REAL_NAME, cardType: 1, bankcardNo: '6222000011112222333', bankId: 2, phone: '13800138000', smsCode: await bindingCode(h, await readyToWithdraw(h, caller)) },
    }),
  ),
  'POST /userBankCard/deleteBankCard/:id': payoutCase(ownCard, deleteWith('/userBankCard/deleteBankCard')),
  'POST /userBlockchain/modifyUserBlockchain': payoutCase(ownChain, async (h, caller, id) =>
    memberPost(h, caller.token, '/userBlockchain/modifyUserBlockchain', {
      payload: { id, alias: 'mine now', address: `T${'9'.repeat(20)}`, protocol: 'TRC20', smsCode: await bindingCode(h, await readyToWithdraw(h, caller)) },
    }),
  ),
  'POST /userBlockchain/deleteUserBlockchain/:id': payoutCase(ownChain, deleteWith('/userBlockchain/deleteUserBlockchain')),
  'POST /userThirdPartAccount/modifyThirdPartAccount': payoutCase(ownEwallet, async (h, caller, id) =>
    memberPost(h, caller.token, '/userThirdPartAccount/modifyThirdPartAccount', {
      payload: { id, type: 'eb', alias: 'mine now', account: `eb${'9'.repeat(20)}`, smsCode: await bindingCode(h, await readyToWithdraw(h, caller)) },
    }),
  ),
  'POST /userThirdPartAccount/deleteThirdPartAccount/:id': payoutCase(ownEwallet, deleteWith('/userThirdPartAccount/deleteThirdPartAccount')),
  // B (ready, with money) asks to be paid to A's card.
  'POST /withdraw/withdraw': payoutCase(ownCard, (h, caller, id) => withdraw(h, caller.token, { accountKind: 'bankCard', accountId: id, amount: '100.00' })),
  'POST /withdraw/getWithdrawOrder/:id': payoutCase(
    async (h, owner) => {
      const ready = await readyToWithdraw(h, owner);
      const cardId = await ownCard(h, owner);
      const existing = await h.db.selectFrom('withdraw_orders').select('id').where('user_id', '=', owner.userId).where('status', '=', 0).executeTakeFirst();
      if (existing) return existing.id;
      return (await withdrawn(h, ready.token, { accountKind: 'bankCard', accountId: cardId, amount: '100.00', method: 'appointment' })).id;
    },
    (h, caller, id) => memberPost(h, caller.token, `/withdraw/getWithdrawOrder/${id}`),
  ),
} satisfies Record<string, IdCase>);

/** A's bets: one played at a venue through the sandbox, whose detail B asks for. */
Object.assign(CASES, {
  'POST /user/getBetDetail/:id': {
    async own(h, owner) {
      await sandboxCredit(h, owner.userName, '5.00');
      expectSuccess(await moneyPost(h, owner.token, '/apiCode/convertMoney', { query: { from: 'central', to: 'pgx', amount: '5.00' } }));
      const played = await moneyPost(h, owner.token, '/sandbox/venue/pgx/round', { payload: { stake: '1.00' } });
      expectSuccess(played);
      return (played.body.bet as { id: number }).id;
    },
    call: (h, caller, id) => memberPost(h, caller.token, `/user/getBetDetail/${id}`),
    state: (h, owner) => h.db.selectFrom('bets').selectAll().where('user_id', '=', owner.userId).orderBy('id').execute(),
  },
} satisfies Record<string, IdCase>);

/** A's transfer record (its movement), whose detail B asks for; every kind is tried in transactionRecordInfo.test.ts. */
Object.assign(CASES, {
  'POST /transactionRecord/getTransactionRecordInfo': {
    async own(h, owner) {
      await sandboxCredit(h, owner.userName, '5.00');
      expectSuccess(await moneyPost(h, owner.token, '/apiCode/convertMoney', { query: { from: 'central', to: 'rlive', amount: '5.00' } }));
      const moved = await h.db.selectFrom('movements').select('id').where('user_id', '=', owner.userId).where('kind', '=', 'transfer').orderBy('id', 'desc').executeTakeFirstOrThrow();
      return moved.id;
    },
    call: (h, caller, id) => memberPost(h, caller.token, '/transactionRecord/getTransactionRecordInfo', { query: { transType: 'transfer', id } }),
    state: (h, owner) => h.db.selectFrom('movements').selectAll().where('user_id', '=', owner.userId).orderBy('id').execute(),
  },
} satisfies Record<string, IdCase>);

/** A's private message (sent by the operator), which B asks for, reads and deletes. */
const messageCase = (call: IdCase['call']): IdCase => ({
  async own(h, owner) {
    const sent = await opsCall(h, 'POST', '/messages', { payload: { kind: 'private', title: 'For A', content: 'Only for A.', userName: owner.userName } });
    expectSuccess(sent);
    return (sent.body.message as { id: number }).id;
  },
  call,
  state: async (h, owner) => ({
    messages: await h.db.selectFrom('messages').selectAll().where('user_id', '=', owner.userId).orderBy('id').execute(),
    states: await h.db.selectFrom('message_states').selectAll().orderBy('message_id').orderBy('user_id').execute(),
  }),
});

Object.assign(CASES, {
  'POST /message/getMessage/:id': messageCase((h, caller, id) => memberPost(h, caller.token, `/message/getMessage/${id}`)),
  'POST /message/doReadMessage': messageCase((h, caller, id) => memberPost(h, caller.token, '/message/doReadMessage', { payload: { id } })),
  'POST /message/deleteMessage': messageCase((h, caller, id) => memberPost(h, caller.token, '/message/deleteMessage', { payload: { id } })),
} satisfies Record<string, IdCase>);

/** A's welfare item, open now, which B tries to claim (a gift through receiveWelfare, a rebate through doUserBackwater). */
const welfareCase = (kind: 'upgrade' | 'rebate', call: IdCase['call']): IdCase => ({
  async own(h, owner) {
    const now = h.clock.now();
    const item = await h.db
      .insertInto('welfare_items')
      .values({
        user_id: owner.userId,
        item_key: `${kind}:${owner.userId}:ids`,
        kind,
        vip_level: 1,
        amount_minor: 1_800,
        turnover_multiple: 1,
        business_day: '2026-01-01',
        available_from: now - 1_000,
        expires_at: now + 86_400_000,
        claimed_at: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return item.id;
  },
  call,
  state: async (h, owner) => ({
    items: await h.db.selectFrom('welfare_items').selectAll().where('user_id', '=', owner.userId).orderBy('id').execute(),
    records: await h.db.selectFrom('welfare_records').selectAll().orderBy('id').execute(),
    wallets: await h.db.selectFrom('wallets').select(['user_id', 'balance_minor']).where('user_id', '=', owner.userId).orderBy('id').execute(),
  }),
});

Object.assign(CASES, {
  'POST /welfareCenter/receiveWelfare/:id': welfareCase('upgrade', (h, caller, id) => memberPost(h, caller.token, `/welfareCenter/receiveWelfare/${id}`)),
  'POST /user/doUserBackwater/:id': welfareCase('rebate', (h, caller, id) => memberPost(h, caller.token, `/user/doUserBackwater/${id}`)),
} satisfies Record<string, IdCase>);

/** A's feedback, which B asks for and deletes. */
const feedbackCase = (call: IdCase['call']): IdCase => ({
  async own(h, owner) {
    const saved = await memberPost(h, owner.token, '/feedback/save', { payload: { opinionType: 9, problemDescription: 'A question of my own, twenty characters at least.' } });
    expectSuccess(saved);
    return (saved.body.feedback as { id: number }).id;
  },
  call,
  state: (h, owner) => h.db.selectFrom('feedback').selectAll().where('user_id', '=', owner.userId).orderBy('id').execute(),
});

Object.assign(CASES, {
  'POST /feedback/info/:id': feedbackCase((h, caller, id) => memberPost(h, caller.token, `/feedback/info/${id}`)),
  'POST /feedback/delete/:id': feedbackCase((h, caller, id) => memberPost(h, caller.token, `/feedback/delete/${id}`)),
  // B names A's deposit order as the order of B's feedback.
  'POST /feedback/save': {
    own: async (h, owner) => {
      const order = await depositCase('bank', () => Promise.reject(new Error('unused'))).own(h, owner);
      return (await h.db.selectFrom('recharge_orders').select('order_no').where('id', '=', Number(order)).executeTakeFirstOrThrow()).order_no;
    },
    call: (h, caller, orderNo) =>
      memberPost(h, caller.token, '/feedback/save', { payload: { opinionType: 1, orderNo: String(orderNo), problemDescription: 'Which order is this one, I wonder?' } }),
    state: async (h, owner) => ({
      orders: await rechargeOrdersOf(h, owner),
      feedback: await h.db.selectFrom('feedback').selectAll().orderBy('id').execute(),
    }),
  },
} satisfies Record<string, IdCase>);

/**
 * Ids of the public catalogue, which no member owns: a game id names the same game for everyone, an activity
 * id the same promotion. The routes that take one are proven below to touch and show only the caller's own
 * favourites and applications.
 */
const CATALOGUE_IDS = new Set(['gameId', 'paymentMethodId', 'channelId', 'bankId', 'activityId']);

const idRoutes = allEndpoints().filter(
  (endpoint) => endpoint.access === 'member' && fieldsOf(endpoint).some((field) => ID_FIELD.test(field) && !CATALOGUE_IDS.has(field)),
);

describe("other members' ids", () => {
  let h: Harness;
  let a: Member;
  let b: Member;
  beforeAll(async () => {
    h = await startHarness(depositHarnessConfig);
    a = await createMember(h, 'ownerA01');
    b = await createMember(h, 'prowlerB1');
    // A has money and records: a credit, then a transfer in and out of a venue.
    await sandboxCredit(h, a.userName, '100.00');
    expectSuccess(await moneyPost(h, a.token, '/apiCode/convertMoney', { query: { from: 'central', to: 'rlive', amount: '30.00' } }));
    expectSuccess(await moneyPost(h, a.token, '/apiCode/convertMoney', { query: { from: 'rlive', to: 'central', amount: '10.00' } }));
    // Both may withdraw (real name, withdrawal password, money), so the withdrawal routes reach their id checks.
    await readyToWithdraw(h, a);
    await readyToWithdraw(h, b);
    await sandboxCredit(h, a.userName, '200.00');
    await sandboxCredit(h, b.userName, '500.00');
  });
  afterAll(() => h.close());

  it('finds the id fields by name', () => {
    expect(['id', 'orderId', 'orderNo', 'cardId'].every((name) => ID_FIELD.test(name))).toBe(true);
    expect(['platType', 'idle', 'walletType'].some((name) => ID_FIELD.test(name))).toBe(false);
  });

  it('has a case for every member route that takes an id', () => {
    expect(idRoutes.map(routeKey).filter((key) => !(key in CASES))).toEqual([]);
  });

  it("B's request for A's id changes nothing of A's and answers as for an id that does not exist", async () => {
    for (const [key, idCase] of Object.entries(CASES)) {
      const id = await idCase.own(h, a);
      const before = await idCase.state(h, a);
      const money = await moneyState(h);
      const forAs = await idCase.call(h, b, id);
      const forNone = await idCase.call(h, b, typeof id === 'number' ? 2_000_000_000 : `${id}-none`);
      expect(forAs.status, key).toBe(forNone.status);
      expect(forAs.body, key).toEqual(forNone.body);
      expect(await idCase.state(h, a), key).toEqual(before);
      expect(await moneyState(h), key).toEqual(money);
    }
  });

  it("B's favourite of a game A collected is B's own and leaves A's as it was", async () => {
    const gameId = 2;
    const saved = await memberPost(h, a.token, '/gameCollect/save', { payload: { gameId } });
    expectSuccess(saved);
    const before = await favouritesOf(h, a);
    const bSaved = await memberPost(h, b.token, '/gameCollect/save', { payload: { gameId } });
    expectSuccess(bSaved);
    expect(bSaved.body.collectId).not.toBe(saved.body.collectId);
    expectSuccess(await memberPost(h, b.token, `/gameCollect/delete/${String(bSaved.body.collectId)}`));
    expect(await favouritesOf(h, a)).toEqual(before);
    const bList = await memberPost(h, b.token, '/apiCode/getGameListByGameType', { query: { tab: 'collect' } });
    expectSuccess(bList);
    expect((bList.body.page as { total: number }).total).toBe(0);
  });

  it("B's calls about an activity A applied to show and change only B's own applications", async () => {
    const created = await opsCall(h, 'POST', '/activities', { payload: activityInput(h, { review: true, bonusAmount: '8.00' }) });
    expectSuccess(created);
    const activityId = (created.body.activity as { id: number }).id;
    const aApplied = await moneyPost(h, a.token, '/activity/activityApply/applyActivity', { payload: { activityId } });
    expectSuccess(aApplied);
    const aOrder = (aApplied.body.application as { orderNo: string }).orderNo;
    const aRows = () => h.db.selectFrom('activity_applications').selectAll().where('user_id', '=', a.userId).orderBy('id').execute();
    const before = await aRows();
    const bStanding = await memberPost(h, b.token, '/activity/activityApply/getApplyStanding', { query: { activityId } });
    expectSuccess(bStanding);
    expect(bStanding.body.standing).toMatchObject({ eligible: true, latest: null });
    const bRecords = await memberPost(h, b.token, '/activity/activityApply/queryApplyActivityList', { query: { activityId } });
    expect((bRecords.body.page as { total: number }).total).toBe(0);
    const bApplied = await moneyPost(h, b.token, '/activity/activityApply/applyActivity', { payload: { activityId } });
    expectSuccess(bApplied);
    expect((bApplied.body.application as { orderNo: string }).orderNo).not.toBe(aOrder);
    expect(JSON.stringify((await memberPost(h, b.token, '/activity/activityApply/queryApplyActivityList')).body)).not.toContain(aOrder);
    expect(await aRows()).toEqual(before);
  });

  it("lists show B none of A's records", async () => {
    const period = { startTime: h.clock.now() - 60 * 60 * 1000, endTime: h.clock.now() + 60 * 1000 };
    const ownRecords = await memberPost(h, a.token, '/user/getUserTransInfo', { query: { transType: 'transfer', ...period } });
    expectSuccess(ownRecords);
    const aOrders = (ownRecords.body.page as { records: Array<{ orderNo: string; id: number }> }).records;
    expect(aOrders.length).toBeGreaterThan(0);
    for (const transType of TRANS_TYPES) {
      const seen = await memberPost(h, b.token, '/user/getUserTransInfo', { query: { transType, ...period } });
      expectSuccess(seen);
      const page = seen.body.page as { records: unknown[]; total: number };
      expect(page.records).toEqual([]);
      expect(page.total).toBe(0);
      for (const order of aOrders) expect(JSON.stringify(seen.body)).not.toContain(order.orderNo);
    }
    // A's deposits (made by the id cases above) are A's records only.
    const aDeposits = await memberPost(h, a.token, '/transactionRecord/queryTransactionRecordList');
    expect((aDeposits.body.page as { total: number }).total).toBeGreaterThan(0);
    const bDeposits = await memberPost(h, b.token, '/transactionRecord/queryTransactionRecordList');
    expectSuccess(bDeposits);
    expect((bDeposits.body.page as { total: number }).total).toBe(0);
  });
});
