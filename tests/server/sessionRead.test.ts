import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { createMember, expectFailure, expectSuccess, message, MINUTE, sandboxCredit } from './flows';
import { isPostgres } from '../../server/db/dialect';

/**
 * The session check of member calls (and the balance poll's, which reads the balances with it) answers
 * at once when the database can read now, and otherwise waits for the connection: a call that arrives
 * while a transaction holds SQLite's one connection is answered after it, with what it committed.
 */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const poll = (token: string) => h.call({ method: 'POST', url: '/web/user/getUserBalance', headers: { token } });
const info = (token: string) => h.call({ method: 'POST', url: '/web/user/getUserInfo', headers: { token } });

describe('the session check of member calls', () => {
  it('answers member calls and refuses an unknown or over-long token, read at once', async () => {
    const member = await createMember(h, 'sessread1');
    await sandboxCredit(h, member.userName, '12.34');
    const balance = await poll(member.token);
    expectSuccess(balance);
    expect(balance.body.userBalanceMap).toMatchObject({ userBalance: '12.34', availableBalance: '12.34' });
    expectSuccess(await info(member.token));
    for (const token of ['not-a-token', 'x'.repeat(129)]) {
      expectFailure(await poll(token), 401, 'error.unauthorized');
      expectFailure(await info(token), 401, 'error.unauthorized');
    }
  });

  it('answers many calls arriving together, each with its own member, and refuses the dead tokens among them', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, (_, index) => createMember(h, `sessread${10 + index}`)));
    await Promise.all(members.map((member, index) => sandboxCredit(h, member.userName, `${index + 1}.00`)));
    const revoked = await createMember(h, 'sessread20');
    expectSuccess(await h.call({ method: 'POST', url: '/web/user/logout', headers: { token: revoked.token } }));
    const answers = await Promise.all([...members.map((member) => poll(member.token)), poll(revoked.token), poll('no-such-token'), ...members.map((member) => info(member.token))]);
    members.forEach((member, index) => {
      expectSuccess(answers[index]);
      expect(answers[index].body.userBalanceMap).toMatchObject({ userBalance: `${index + 1}.00` });
      const memberInfo = answers[members.length + 2 + index];
      expectSuccess(memberInfo);
      expect((memberInfo.body.userInfo as { userName: string }).userName).toBe(member.userName);
    });
    expectFailure(answers[members.length], 401, 'error.unauthorized');
    expectFailure(answers[members.length + 1], 401, 'error.unauthorized');
  });

  it('waits for a transaction holding the connection and then reads what it committed', async () => {
    const member = await createMember(h, 'sessread2');
    let answered = 0;
    const calls = await h.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ language_type: 3 }).where('id', '=', member.userId).execute();
      const pending = Promise.all([poll(member.token), info(member.token)]).then((answers) => {
        answered = Date.now();
        return answers;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      // SQLite has one connection, held here; PostgreSQL's pool answers from another one.
      if (!isPostgres(h.db)) expect(answered).toBe(0);
      // Handed out unawaited: the calls can only be answered once this transaction has ended.
      return { pending };
    });
    const [balance, memberInfo] = await calls.pending;
    expectSuccess(balance);
    expectSuccess(memberInfo);
    // Language 3 is English: on SQLite the answers are in the language the transaction committed
    // (PostgreSQL's other connection may have read before the commit).
    if (!isPostgres(h.db)) {
      expect(balance.body.msg).toBe(message('en', 'api.ok'));
      expect(memberInfo.body.msg).toBe(message('en', 'api.ok'));
    }
  });

  it('writes last-seen on a call due it, so a session used every 90 minutes stays alive past two idle hours', async () => {
    const member = await createMember(h, 'sessread3');
    const seen = () => h.db.selectFrom('sessions').select('last_seen_at').where('user_id', '=', member.userId).executeTakeFirstOrThrow();
    const before = Number((await seen()).last_seen_at);
    h.clock.advance(90 * MINUTE);
    expectSuccess(await poll(member.token));
    const after = Number((await seen()).last_seen_at);
    expect(after - before).toBeGreaterThanOrEqual(90 * MINUTE);
    h.clock.advance(90 * MINUTE);
    expectSuccess(await info(member.token));
    expectSuccess(await poll(member.token));
  });
});
