/**
 * The operator API on both engines: absent without OPERATOR_KEY, 401 for any other key, the pending list
 * with proofs, approve crediting exactly once (also when approvals race), reject with a reason; and the
 * terminal command over the same API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { createMember, expectFailure, expectLedgerClean, expectSuccess } from './flows';
import { bankOrder, centralMinor, confirmOrder, depositHarnessConfig, getOrder, OPERATOR_KEY, opsCall, uploadProof, usdtOrder } from './depositFlows';
import type { OpsDeposit } from '../../contract/deposit';
import type { RecordPage } from '../../contract/wallet';
import { RECHARGE_STATUS } from '../../machines/rules/deposit';
import { operatorKeyMatches } from '../../server/features/ops/operatorAuth';
import { readOperatorKey } from '../../server/config';
import { opsCommand } from './opsCommand';

describe('operator API switched off', () => {
  it('has no /web/ops routes without OPERATOR_KEY', async () => {
    const h = await startHarness({ sandbox: true, operatorKey: null });
    try {
      const response = await opsCall(h, 'GET', '/deposits?status=pending');
      expect(response.status).toBe(404);
      expect(h.app.printRoutes()).not.toContain('ops/');
    } finally {
      await h.close();
    }
  });

  it('refuses a key shorter than 16 characters at start, and compares keys whole', () => {
    expect(() => readOperatorKey('short')).toThrow(/16 characters/);
    expect(readOperatorKey('')).toBeNull();
    expect(operatorKeyMatches(OPERATOR_KEY, `Bearer ${OPERATOR_KEY}`)).toBe(true);
    expect(operatorKeyMatches(OPERATOR_KEY, `Bearer ${OPERATOR_KEY}x`)).toBe(false);
    expect(operatorKeyMatches(OPERATOR_KEY, OPERATOR_KEY)).toBe(false);
    expect(operatorKeyMatches(OPERATOR_KEY, undefined)).toBe(false);
  });
});

describe('operator API', () => {
  let h: Harness;
  let m: Awaited<ReturnType<typeof createMember>>;
  beforeAll(async () => {
    h = await startHarness(depositHarnessConfig);
    m = await createMember(h, 'opsmember1');
  });
  afterAll(() => h.close());

  it('answers 401 without the key or with another', async () => {
    for (const key of [null, 'wrong-key-wrong-key', `${OPERATOR_KEY} `]) {
      expect((await opsCall(h, 'GET', '/deposits', { key })).status).toBe(401);
    }
    const order = await bankOrder(h, m.token);
    expect((await opsCall(h, 'POST', `/deposits/${order.orderNo}/approve`, { key: 'wrong-key-wrong-key' })).status).toBe(401);
    expect((await getOrder(h, m.token, order.id)).status).toBe(RECHARGE_STATUS.awaitingPayment);
  });

  it('lists confirmed offline deposits with their proofs; approving credits exactly once, also when approvals race', async () => {
    const order = await bankOrder(h, m.token, '500.00');
    const proof = await uploadProof(h, m.token);
    expectSuccess(await confirmOrder(h, m.token, order.id, [proof]));
    const listed = await opsCall(h, 'GET', '/deposits?status=pending');
    expectSuccess(listed);
    const pending = (listed.body.page as RecordPage<OpsDeposit>).records;
    expect(pending.map((each) => [each.orderNo, each.userName, each.voucherUrls])).toEqual([[order.orderNo, m.userName, [proof]]]);
    const before = await centralMinor(h, m.userId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => opsCall(h, 'POST', `/deposits/${order.orderNo}/approve`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await centralMinor(h, m.userId)).toBe(before + 50_000);
    expect((await getOrder(h, m.token, order.id)).status).toBe(RECHARGE_STATUS.credited);
    expect((await opsCall(h, 'GET', '/deposits?status=pending')).body.page).toMatchObject({ records: [], total: 0 });
    const actions = await h.db.selectFrom('operator_actions').innerJoin('operators', 'operators.id', 'operator_actions.operator_id').select(['action', 'target_id', 'name']).execute();
    expect(actions).toEqual([{ action: 'deposit.approve', target_id: order.orderNo, name: 'bootstrap' }]);
    await expectLedgerClean(h);
  });

  it('refuses to approve an order the member never confirmed as paid, crediting nothing (issue 22)', async () => {
    const order = await bankOrder(h, m.token, '300.00');
    const before = await centralMinor(h, m.userId);
    const refused = await opsCall(h, 'POST', `/deposits/${order.orderNo}/approve`, { headers: { lang: 'en' } });
    expectFailure(refused, 409, 'deposit.error.notConfirmed', 'en');
    expect(await centralMinor(h, m.userId)).toBe(before);
    expect((await getOrder(h, m.token, order.id)).status).toBe(RECHARGE_STATUS.awaitingPayment);
    expectSuccess(await confirmOrder(h, m.token, order.id, [await uploadProof(h, m.token)]));
    expectSuccess(await opsCall(h, 'POST', `/deposits/${order.orderNo}/approve`));
    expect(await centralMinor(h, m.userId)).toBe(before + 30_000);
  });

  it('rejects with a reason; a rejected order cannot then be approved; unknown orders are not found', async () => {
    const order = await usdtOrder(h, m.token);
    expectSuccess(await confirmOrder(h, m.token, order.id, []));
    const rejected = await opsCall(h, 'POST', `/deposits/${order.orderNo}/reject`, { payload: { reason: 'No transfer received' } });
    expectSuccess(rejected);
    expect((rejected.body.deposit as OpsDeposit).rejectReason).toBe('No transfer received');
    expect((await opsCall(h, 'POST', `/deposits/${order.orderNo}/approve`)).status).toBe(409);
    expect((await opsCall(h, 'POST', '/deposits/DP-none/approve')).status).toBe(404);
    expect((await getOrder(h, m.token, order.id)).status).toBe(RECHARGE_STATUS.rejected);
  });

  it('npm run ops -- deposits lists, approves and rejects through the API with the key', async () => {
    const order = await bankOrder(h, m.token, '250.00');
    expectSuccess(await confirmOrder(h, m.token, order.id, [await uploadProof(h, m.token)]));
    const { lines, run } = opsCommand(h);
    expect(await run(['deposits', 'list'])).toBe(0);
    expect(lines.join('\n')).toContain(order.orderNo);
    expect(await run(['deposits', 'approve', order.orderNo])).toBe(0);
    expect(await run(['deposits', 'approve', order.orderNo])).toBe(1);
    expect(await run(['deposits', 'approve', order.orderNo], { OPERATOR_KEY: 'another-key-entirely' })).toBe(1);
    expect(await run(['deposits', 'list'], {})).toBe(2);
    expect(await run(['refunds'])).toBe(2);
    expect((await getOrder(h, m.token, order.id)).status).toBe(RECHARGE_STATUS.credited);
  });
});
