/**
 * A payment provider is asked for its cashier outside any database transaction (issue 22, high): while a
 * provider takes its time, the rest of the site keeps serving. And a provider that fails leaves the order
 * as it was, to be tried again. Runs on both engines, against a provider reached over real HTTP on this
 * machine (the HttpProvider adapter), whose answer the test holds until it says so.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { countRows, createMember, expectFailure, expectLedgerClean, expectSuccess, moneyPost } from './flows';
import { createProviderOrder, onlineOrder as providerOrder } from './depositFlows';
import { sandboxCredit } from '../../server/features/wallet/transfers';
import { movementKeysOf } from '../../server/ledger/idempotency';
import { RECHARGE_STATUS } from '../../machines/rules/deposit';
import type { RechargeOrder } from '../../contract/deposit';

interface HeldProvider {
  url: string;
  /** Requests the provider has received and not answered. */
  waiting: Array<{ answer(status: number, body: object): void }>;
  arrived(): Promise<void>;
  close(): Promise<void>;
}

async function heldProvider(): Promise<HeldProvider> {
  const waiting: HeldProvider['waiting'] = [];
  let wake = () => {};
  const server: Server = createServer((request, response) => {
    request.resume();
    waiting.push({
      answer: (status, body) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
    });
    wake();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    waiting,
    arrived: () => new Promise<void>((resolve) => (waiting.length > 0 ? resolve() : (wake = resolve))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('a provider that takes its time', () => {
  let h: Harness;
  let provider: HeldProvider;
  beforeAll(async () => {
    provider = await heldProvider();
    h = await startHarness({ sandbox: false, depositEnv: { PAY_YIBIPAY_SECRET: 'held-secret', PAY_YIBIPAY_ENDPOINT: provider.url } });
  });
  afterAll(async () => {
    await h.close();
    await provider.close();
  });

  const onlineOrder = (token: string): Promise<RechargeOrder> => providerOrder(h, token, 'yiBiPay', '100.00');

  it('holds no database while it answers: 100 transfers by other members complete first', async () => {
    const payer = await createMember(h, 'heldpay1');
    const order = await onlineOrder(payer.token);
    const others = await Promise.all(Array.from({ length: 10 }, (_, index) => createMember(h, `heldoth${index}`)));
    for (const other of others) {
      await h.db.transaction().execute((trx) => sandboxCredit(trx, h.clock, other.userId, 100_000, movementKeysOf(other.userId, 'seed')));
    }
    let providerAnswered = false;
    const asking = createProviderOrder(h, payer.token, 'yiBiPay', order.id).finally(() => (providerAnswered = true));
    await provider.arrived();
    const transfers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        moneyPost(h, others[index % others.length].token, '/apiCode/convertMoney', { query: { from: 'central', to: 'rlive', amount: '1.00' } }),
      ),
    );
    expect(providerAnswered).toBe(false);
    for (const transfer of transfers) expectSuccess(transfer);
    provider.waiting.shift()!.answer(200, { payUrl: 'https://cashier.provider.test/pay/1' });
    const created = await asking;
    expectSuccess(created);
    expect(created.body.payUrl).toBe('https://cashier.provider.test/pay/1');
    const stored = await h.db.selectFrom('recharge_orders').select(['pay_url', 'status']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ pay_url: 'https://cashier.provider.test/pay/1', status: RECHARGE_STATUS.awaitingPayment });
    await expectLedgerClean(h);
  });

  it('a provider that fails leaves the order awaiting payment with no cashier; the next try stores one', async () => {
    const payer = await createMember(h, 'heldpay2');
    const order = await onlineOrder(payer.token);
    const failing = createProviderOrder(h, payer.token, 'yiBiPay', order.id, { lang: 'en' });
    await provider.arrived();
    provider.waiting.shift()!.answer(500, {});
    expectFailure(await failing, 502, 'deposit.error.providerUnavailable', 'en');
    const after = await h.db.selectFrom('recharge_orders').select(['pay_url', 'status']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(after).toEqual({ pay_url: null, status: RECHARGE_STATUS.awaitingPayment });
    expect(await countRows(h, 'idempotency_keys')).toBeGreaterThan(0);

    const retry = createProviderOrder(h, payer.token, 'yiBiPay', order.id);
    await provider.arrived();
    provider.waiting.shift()!.answer(200, { payUrl: 'https://cashier.provider.test/pay/2' });
    expectSuccess(await retry);
    // The order has its cashier now: asking again answers it without troubling the provider.
    const again = await createProviderOrder(h, payer.token, 'yiBiPay', order.id);
    expectSuccess(again);
    expect(again.body.payUrl).toBe('https://cashier.provider.test/pay/2');
    expect(provider.waiting).toHaveLength(0);
  });
});
