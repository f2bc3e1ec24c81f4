/**
 * Named operators on both engines (issue 22): every operator endpoint of the contract, found from the
 * contract itself, admits exactly the roles it declares (so a new ops route cannot skip the check); keys
 * are shown once and stored as digests; OPERATOR_KEY is still the bootstrap admin; every change at the desk
 * is recorded with its operator, in the change's own transaction; a rejection needs a reason, which the
 * member reads; `npm run ops` manages operators and acts with an operator's own key.
 */
import { createHash } from 'node:crypto';
import { sql, SqliteAdapter } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { createMember, expectFailure, expectLedgerClean, expectSuccess } from './flows';
import { bankOrder, centralMinor, confirmOrder, depositHarnessConfig, getOrder, OPERATOR_KEY, opsCall, uploadProof } from './depositFlows';
import { boundCard, payoutMember, wallet, withdrawn } from './withdrawFlows';
import { sandboxCredit } from './flows';
import { allEndpoints } from '../../contract';
import type { OperatorEndpoint } from '../../contract/envelope';
import type { Operator, OpsAction } from '../../contract/ops';
import type { OpsDeposit } from '../../contract/deposit';
import type { WithdrawOrder } from '../../contract/withdrawal';
import type { RecordPage } from '../../contract/wallet';
import { OPERATOR_ROLES, type OperatorRole } from '../../machines/rules/operators';
import { RECHARGE_STATUS } from '../../machines/rules/deposit';
import { WITHDRAW_STATUS } from '../../machines/rules/withdrawal';
import { rejectDeposit } from '../../server/features/ops/deposits';
import { DomainError } from '../../server/errors';
import { opsCommand } from './opsCommand';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(depositHarnessConfig);
});
afterAll(() => h.close());

let serial = 0;
/** A new operator of the role, added by the bootstrap admin; answers its key and record. */
async function newOperator(role: OperatorRole, name = `${role}${(serial += 1)}`) {
  const added = await opsCall(h, 'POST', '/operators', { payload: { name, role } });
  expectSuccess(added);
  return { key: added.body.key as string, operator: added.body.operator as Operator };
}

const operatorEndpoints = () => allEndpoints().filter((endpoint): endpoint is OperatorEndpoint => endpoint.access === 'operator');

/** The endpoint's address with made-up path parameters (no such order, no such operator). */
const addressOf = (endpoint: OperatorEndpoint) =>
  `/web${endpoint.path}`.replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? '999999' : 'NO-SUCH-ORDER'));

/** Sends the endpoint with the key: no body beyond `{}`, so an admitted call goes no further than its input check. */
const callAs = (endpoint: OperatorEndpoint, key: string | null) =>
  h.call({
    method: endpoint.method,
    url: addressOf(endpoint),
    headers: { lang: 'en', ...(key === null ? {} : { authorization: `Bearer ${key}` }) },
    payload: endpoint.method === 'POST' ? {} : undefined,
  });

describe('who may call what, from the contract', () => {
  it('declares roles on every operator endpoint, admin among them, and serves each one', () => {
    const endpoints = operatorEndpoints();
    // The desk's deposits (3), withdrawals (3), operators (4) and log (1) at least; a new one joins by itself.
    expect(endpoints.length).toBeGreaterThanOrEqual(11);
    for (const endpoint of endpoints) {
      expect(endpoint.roles, endpoint.path).toContain('admin');
      expect(h.app.hasRoute({ method: endpoint.method, url: `/web${endpoint.path}` }), endpoint.path).toBe(true);
    }
  });

  it('admits each role exactly where the endpoint names it: 403 elsewhere, 401 for no key, an unknown one or a disabled operator', async () => {
    const keys = Object.fromEntries(await Promise.all(OPERATOR_ROLES.map(async (role) => [role, (await newOperator(role)).key] as const))) as Record<OperatorRole, string>;
    const gone = await newOperator('admin');
    expectSuccess(await opsCall(h, 'POST', `/operators/${gone.operator.id}/disable`));
    const forged = `${keys.admin.slice(0, -1)}${keys.admin.endsWith('A') ? 'B' : 'A'}`;
    for (const endpoint of operatorEndpoints()) {
      for (const role of OPERATOR_ROLES) {
        const answer = await callAs(endpoint, keys[role]);
        if (endpoint.roles.includes(role)) {
          expect([401, 403], `${role} ${endpoint.method} ${endpoint.path}`).not.toContain(answer.status);
        } else {
          expectFailure(answer, 403, 'error.operatorRole', 'en', { role, roles: endpoint.roles.join(', ') });
        }
      }
      expect([401, 403], `bootstrap ${endpoint.path}`).not.toContain((await callAs(endpoint, OPERATOR_KEY)).status);
      for (const key of [null, 'not-a-key-of-anyone', forged, gone.key, `bootstrap.${'A'.repeat(43)}`]) {
        expectFailure(await callAs(endpoint, key), 401, 'error.operatorKey', 'en');
      }
    }
  });

  it('support may read the desk but not approve or reject money, and a refused call changes nothing', async () => {
    const support = await newOperator('support');
    const m = await createMember(h, 'opsrole1');
    const order = await bankOrder(h, m.token, '120.00');
    expectSuccess(await confirmOrder(h, m.token, order.id, [await uploadProof(h, m.token)]));
    const listed = await opsCall(h, 'GET', '/deposits?status=pending', { key: support.key });
    expectSuccess(listed);
    expect((listed.body.page as RecordPage<OpsDeposit>).records.map((each) => each.orderNo)).toContain(order.orderNo);
    const actionsBefore = await h.db.selectFrom('operator_actions').select('id').execute();
    expect((await opsCall(h, 'POST', `/deposits/${order.orderNo}/approve`, { key: support.key })).status).toBe(403);
    expect((await opsCall(h, 'POST', `/deposits/${order.orderNo}/reject`, { key: support.key, payload: { reason: 'no' } })).status).toBe(403);
    expect((await getOrder(h, m.token, order.id)).status).toBe(RECHARGE_STATUS.awaitingConfirmation);
    expect(await centralMinor(h, m.userId)).toBe(0);
    expect(await h.db.selectFrom('operator_actions').select('id').execute()).toEqual(actionsBefore);
  });
});

describe('keys', () => {
  it('shows a key once and keeps only its SHA-256 digest; the key names its operator', async () => {
    const { key, operator } = await newOperator('finance', 'li.finance');
    expect(key).toMatch(/^li\.finance\.[A-Za-z0-9_-]{43}$/);
    expect(operator).toMatchObject({ name: 'li.finance', role: 'finance', bootstrap: false, disabledTime: null });
    const row = await h.db.selectFrom('operators').selectAll().where('id', '=', operator.id).executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(createHash('sha256').update(key).digest('hex'));
    const secret = key.slice('li.finance.'.length);
    expect(JSON.stringify(row)).not.toContain(secret);
    const listed = await opsCall(h, 'GET', '/operators?pageSize=100');
    expectSuccess(listed);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    expect(JSON.stringify(listed.body)).not.toContain(row.key_hash);
    const me = await opsCall(h, 'GET', '/me', { key });
    expectSuccess(me);
    expect(me.body.operator).toMatchObject({ id: operator.id, name: 'li.finance', role: 'finance' });
  });

  it('refuses a name already taken, a role that does not exist and a malformed name', async () => {
    await newOperator('support', 'wang');
    expectFailure(await opsCall(h, 'POST', '/operators', { payload: { name: 'wang', role: 'admin' }, headers: { lang: 'en' } }), 409, 'error.operatorNameTaken', 'en', { name: 'wang' });
    expectFailure(await opsCall(h, 'POST', '/operators', { payload: { name: 'bootstrap', role: 'admin' }, headers: { lang: 'en' } }), 409, 'error.operatorNameTaken', 'en', { name: 'bootstrap' });
    for (const payload of [{ name: 'zhao', role: 'owner' }, { name: 'x', role: 'support' }, { name: 'has space', role: 'support' }, { name: '.dot', role: 'support' }]) {
      const refused = await opsCall(h, 'POST', '/operators', { payload });
      expect(refused.status, JSON.stringify(payload)).toBe(400);
    }
    expect(await h.db.selectFrom('operators').select('id').where('name', 'in', ['zhao', 'x', 'has space', '.dot']).execute()).toEqual([]);
  });

  it('keeps OPERATOR_KEY as the bootstrap admin, which manages operators and cannot be disabled', async () => {
    const me = await opsCall(h, 'GET', '/me');
    expectSuccess(me);
    expect(me.body.operator).toMatchObject({ name: 'bootstrap', role: 'admin', bootstrap: true, disabledTime: null });
    const bootstrapId = (me.body.operator as Operator).id;
    expectFailure(await opsCall(h, 'POST', `/operators/${bootstrapId}/disable`, { headers: { lang: 'en' } }), 409, 'error.operatorBootstrap', 'en');
    const { key, operator } = await newOperator('admin');
    expectFailure(await opsCall(h, 'POST', `/operators/${bootstrapId}/disable`, { key, headers: { lang: 'en' } }), 409, 'error.operatorBootstrap', 'en');
    expectSuccess(await opsCall(h, 'POST', `/operators/${operator.id}/disable`));
    expect((await opsCall(h, 'GET', '/me', { key })).status).toBe(401);
    expectFailure(await opsCall(h, 'POST', `/operators/${operator.id}/disable`, { headers: { lang: 'en' } }), 409, 'error.operatorDisabled', 'en', { name: operator.name });
    expectFailure(await opsCall(h, 'POST', '/operators/999999/disable', { headers: { lang: 'en' } }), 404, 'error.operatorNotFound', 'en');
    expectSuccess(await opsCall(h, 'GET', '/me'));
  });
});

async function confirmedDeposit(token: string, amount: string) {
  const order = await bankOrder(h, token, amount);
  expectSuccess(await confirmOrder(h, token, order.id, [await uploadProof(h, token)]));
  return order;
}

async function pendingWithdrawal(amount: string) {
  const m = await payoutMember(h);
  await sandboxCredit(h, m.userName, '1000.00');
  const card = await boundCard(h, m);
  // Appointment orders wait for the operator (instant ones the sandbox may approve by itself).
  return { m, order: await withdrawn(h, m.token, { accountKind: 'bankCard', accountId: card.id, amount, method: 'appointment' }) };
}

const withdrawOrderOf = async (token: string, id: number) => {
  const answer = await h.call({ method: 'POST', url: `/web/withdraw/getWithdrawOrder/${id}`, headers: { token } });
  expectSuccess(answer);
  return answer.body.withdrawOrder as WithdrawOrder;
};

describe('rejections need a reason', () => {
  it('refuses an empty or blank reason on deposits and withdrawals, changing nothing', async () => {
    const finance = await newOperator('finance');
    const m = await createMember(h, 'opsreason1');
    const deposit = await confirmedDeposit(m.token, '180.00');
    const { m: w, order } = await pendingWithdrawal('150.00');
    for (const payload of [{}, { reason: '' }, { reason: '   ' }, { reason: '\t\n' }]) {
      for (const path of [`/deposits/${deposit.orderNo}/reject`, `/withdrawals/${order.orderNo}/reject`]) {
        const refused = await opsCall(h, 'POST', path, { key: finance.key, payload, headers: { lang: 'en' } });
        expect(refused.status, `${path} ${JSON.stringify(payload)}`).toBe(400);
        expect(refused.body.field).toBe('reason');
      }
    }
    expect((await getOrder(h, m.token, deposit.id)).status).toBe(RECHARGE_STATUS.awaitingConfirmation);
    expect((await withdrawOrderOf(w.token, order.id)).status).toBe(WITHDRAW_STATUS.reviewing);
    expect(await h.db.selectFrom('operator_actions').select('id').where('target_id', 'in', [deposit.orderNo, order.orderNo]).execute()).toEqual([]);
  });

  it('has the server refuse a blank reason by itself, whatever the contract let through', async () => {
    const m = await createMember(h, 'opsreason2');
    const deposit = await confirmedDeposit(m.token, '181.00');
    const actor = { id: 1, name: 'bootstrap', role: 'admin' as const, bootstrap: true };
    const refusal = await rejectDeposit(h.db, h.clock, actor, deposit.orderNo, ' \u3000 ', 'en').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ code: 400, messageKey: 'error.reasonRequired', field: 'reason' });
    expect((await getOrder(h, m.token, deposit.id)).status).toBe(RECHARGE_STATUS.awaitingConfirmation);
  });
});

describe('the action log', () => {
  it('records every change with its operator and reason, newest first, by page and by operator; the member reads the reason', async () => {
    const finance = await newOperator('finance');
    const admin = await newOperator('admin');
    const m = await createMember(h, 'opslog1');
    const credited = await confirmedDeposit(m.token, '200.00');
    const refused = await confirmedDeposit(m.token, '300.00');
    const paid = await pendingWithdrawal('100.00');
    const returned = await pendingWithdrawal('110.00');

    expectSuccess(await opsCall(h, 'POST', `/deposits/${credited.orderNo}/approve`, { key: finance.key }));
    expectSuccess(await opsCall(h, 'POST', `/deposits/${refused.orderNo}/reject`, { key: finance.key, payload: { reason: '  No transfer arrived  ' } }));
    expectSuccess(await opsCall(h, 'POST', `/withdrawals/${paid.order.orderNo}/approve`, { key: admin.key }));
    expectSuccess(await opsCall(h, 'POST', `/withdrawals/${returned.order.orderNo}/reject`, { key: finance.key, payload: { reason: 'Card holder differs' } }));
    const added = await opsCall(h, 'POST', '/operators', { key: admin.key, payload: { name: `sup${serial}`, role: 'support' } });
    expectSuccess(added);
    const addedId = (added.body.operator as Operator).id;
    expectSuccess(await opsCall(h, 'POST', `/operators/${addedId}/disable`, { key: admin.key }));

    const log = await opsCall(h, 'GET', '/actions?pageSize=6', { key: finance.key });
    expectSuccess(log);
    const page = log.body.page as RecordPage<OpsAction>;
    expect(page.records.map((action) => [action.operatorName, action.operatorRole, action.action, action.targetKind, action.targetId, action.reason])).toEqual([
      [admin.operator.name, 'admin', 'operator.disable', 'operator', String(addedId), null],
      [admin.operator.name, 'admin', 'operator.add', 'operator', String(addedId), null],
      [finance.operator.name, 'finance', 'withdrawal.reject', 'withdrawal', returned.order.orderNo, 'Card holder differs'],
      [admin.operator.name, 'admin', 'withdrawal.approve', 'withdrawal', paid.order.orderNo, null],
      [finance.operator.name, 'finance', 'deposit.reject', 'deposit', refused.orderNo, 'No transfer arrived'],
      [finance.operator.name, 'finance', 'deposit.approve', 'deposit', credited.orderNo, null],
    ]);
    expect(page.records[5].detail).toBe('amount 200.00');
    expect(page.records[1].detail).toBe(JSON.stringify({ name: `sup${serial}`, role: 'support' }));
    expect(page.total).toBeGreaterThanOrEqual(6);

    const financeOnly = await opsCall(h, 'GET', `/actions?operatorId=${finance.operator.id}`, { key: finance.key });
    expect((financeOnly.body.page as RecordPage<OpsAction>).records.map((action) => action.action)).toEqual(['withdrawal.reject', 'deposit.reject', 'deposit.approve']);
    expect((financeOnly.body.page as RecordPage<OpsAction>).total).toBe(3);

    // The member reads the operator's reason where the rejection shows.
    expect((await getOrder(h, m.token, refused.id)).rejectReason).toBe('No transfer arrived');
    expect((await withdrawOrderOf(returned.m.token, returned.order.id)).rejectReason).toBe('Card holder differs');
    expect(await centralMinor(h, m.userId)).toBe(20_000);
    expect(await wallet(h, returned.m.userId)).toEqual({ balance: 100_000, held: 0 });
    await expectLedgerClean(h);
  });

  it('writes the record in the transaction of the change: when the record cannot be written, nothing changes', async () => {
    const finance = await newOperator('finance');
    const m = await createMember(h, 'opslog2');
    const deposit = await confirmedDeposit(m.token, '190.00');
    const { m: w, order } = await pendingWithdrawal('120.00');
    const sqlite = h.db.getExecutor().adapter instanceof SqliteAdapter;
    if (sqlite) {
      await sql`create trigger refuse_actions before insert on operator_actions begin select raise(abort, 'log refused'); end`.execute(h.db);
    } else {
      await sql`create function refuse_actions() returns trigger language plpgsql as $$ begin raise exception 'log refused'; end $$`.execute(h.db);
      await sql`create trigger refuse_actions before insert on operator_actions for each row execute function refuse_actions()`.execute(h.db);
    }
    try {
      expect((await opsCall(h, 'POST', `/deposits/${deposit.orderNo}/approve`, { key: finance.key })).status).toBe(500);
      expect((await opsCall(h, 'POST', `/withdrawals/${order.orderNo}/approve`, { key: finance.key })).status).toBe(500);
      expect((await opsCall(h, 'POST', `/withdrawals/${order.orderNo}/reject`, { key: finance.key, payload: { reason: 'x' } })).status).toBe(500);
      expect((await opsCall(h, 'POST', '/operators', { payload: { name: 'never.added', role: 'support' } })).status).toBe(500);
    } finally {
      await sql`drop trigger refuse_actions${sqlite ? sql`` : sql` on operator_actions`}`.execute(h.db);
      if (!sqlite) await sql`drop function refuse_actions()`.execute(h.db);
    }
    expect((await getOrder(h, m.token, deposit.id)).status).toBe(RECHARGE_STATUS.awaitingConfirmation);
    expect(await centralMinor(h, m.userId)).toBe(0);
    expect((await withdrawOrderOf(w.token, order.id)).status).toBe(WITHDRAW_STATUS.reviewing);
    expect(await wallet(h, w.userId)).toEqual({ balance: 100_000, held: 12_000 });
    expect(await h.db.selectFrom('operators').select('id').where('name', '=', 'never.added').execute()).toEqual([]);
    await expectLedgerClean(h);
    // With the log back, the same calls go through.
    expectSuccess(await opsCall(h, 'POST', `/deposits/${deposit.orderNo}/approve`, { key: finance.key }));
    expectSuccess(await opsCall(h, 'POST', `/withdrawals/${order.orderNo}/approve`, { key: finance.key }));
  });
});

describe('npm run ops with named operators', () => {
  const run = async (args: string[], env: NodeJS.ProcessEnv) => {
    const ops = opsCommand(h, env);
    const code = await ops.run(args);
    return { code, text: ops.lines.join('\n') };
  };

  it('adds an operator printing its key once, lists operators, and acts with the key from OPS_KEY or --key, recorded as that operator', async () => {
    const added = await run(['operators', 'add', 'chen', 'finance'], { OPERATOR_KEY });
    expect(added.code).toBe(0);
    const key = /key \(shown this once; keep it secret\): (\S+)/.exec(added.text)?.[1];
    expect(key).toMatch(/^chen\.[A-Za-z0-9_-]{43}$/);
    const listed = await run(['operators', 'list'], { OPERATOR_KEY });
    expect(listed.code).toBe(0);
    expect(listed.text).toMatch(/\tchen\tfinance\t-\tactive/);
    expect(listed.text).toMatch(/\tbootstrap\tadmin\tbootstrap \(OPERATOR_KEY\)/);
    expect(listed.text).not.toContain(key!.slice('chen.'.length));

    expect((await run(['whoami'], { OPS_KEY: key, OPERATOR_KEY })).text).toMatch(/\tchen\tfinance\t/);
    expect((await run(['whoami', '--key', key!], {})).text).toMatch(/\tchen\tfinance\t/);
    // A finance operator may not manage operators.
    const refused = await run(['operators', 'add', 'zhou', 'admin'], { OPS_KEY: key });
    expect(refused).toEqual({ code: 1, text: expect.stringContaining('refused: Your operator role (finance) may not do this') });

    const m = await createMember(h, 'opscli1');
    const order = await confirmedDeposit(m.token, '160.00');
    expect((await run(['deposits', 'list', '--size', '1'], { OPS_KEY: key })).text).toMatch(/^page 1\/\d+, \d+ in all/m);
    expect((await run(['deposits', 'reject', order.orderNo, 'Proof', 'unreadable'], { OPS_KEY: key })).code).toBe(0);
    const log = await run(['actions', '--operator', String((await h.db.selectFrom('operators').select('id').where('name', '=', 'chen').executeTakeFirstOrThrow()).id)], { OPERATOR_KEY });
    expect(log.code).toBe(0);
    expect(log.text).toContain(`chen (finance)\tdeposit.reject\tdeposit ${order.orderNo}\tProof unreadable`);
    expect(log.text).toContain('page 1/1, 1 in all');
    expect((await getOrder(h, m.token, order.id)).rejectReason).toBe('Proof unreadable');

    expect((await run(['operators', 'add', 'onlyname'], { OPERATOR_KEY })).code).toBe(2);
    expect((await run(['whoami'], {})).code).toBe(2);
  });
});
