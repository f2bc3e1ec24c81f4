/**
 * The agent programme on both engines (issue 26): the programme for anyone (tiers bound by the spec's 55 %, fees,
 * prizes), joining, invitation attribution at registration (another member's code, an unknown code, a malformed
 * one, self-invitation), and the nightly job: the tier's share of the platform fee on the invitees' valid bets
 * paid once per agent and day through the ledger, prizes by qualified invitees once each, a second run of a day
 * that pays nothing, the job run by the scheduler over simulated days, and the agent's reports.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { startHarness, type Harness } from './harness';
import { countRows, expectFailure, expectLedgerClean, expectSuccess, memberPost, register, smsCodeFor, type Lang } from './flows';
import { centralMinor, depositHarnessConfig, OPERATOR_KEY, opsCall } from './depositFlows';
import { runOpsCommand } from '../../server/opsCli';
import { betNow, clockTo, momentOf, tokenOf, vipMember } from './vipFlows';
import { expectInvitationCode, invitedBy, joinAgents } from './agentFlows';
import { runAgentDay, agentDayJob } from '../../server/features/agent/agentDay';
import { inviterOfCode, recordInvitation } from '../../server/features/agent/invitations';
import { AgentContentSchema } from '../../server/features/agent/agentContent';
import { JobScheduler } from '../../server/jobs/scheduler';
import { dayAfter } from '../../machines/rules/businessDay';
import type { InviterBaseConfig, InviterInfo, InviterRecord, InviterRecordTotal, InviterTotal, MarqueeRecord, RebateRecord, RebateTotal } from '../../contract/inviter';
import agentContent from '../../server/content/agent.json';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(depositHarnessConfig);
});
afterAll(() => h.close());

const YUAN = 100;
const LANGS: Lang[] = ['zh', 'hk', 'en'];

describe('the programme', () => {
  it('is read by anyone: the 55 % ceiling, the tiers and fees of agent.json, named in the caller’s language', async () => {
    const response = await h.call({ method: 'POST', url: '/web/inviter/inviterBaseConfig/getInviterBaseConfig', headers: { lang: 'en' } });
    expectSuccess(response);
    const config = response.body.inviterBaseConfig as InviterBaseConfig;
    expect(config.maxSharePercent).toBe('55.00');
    expect(config.qualifyValidBets).toBe('100.00');
    expect(config.tiers[0]).toEqual({ tier: 1, minActiveInvitees: 1, minValidBets: '0.00', sharePercent: '20.00' });
    expect(config.tiers.at(-1)).toEqual({ tier: 6, minActiveInvitees: 50, minValidBets: '1000000.00', sharePercent: '55.00' });
    expect(config.platformFees.find((fee) => fee.gameType === 2)).toEqual({ gameType: 2, gameTypeName: 'Slots', feePercent: '2.00' });
    expect(config.contacts.map((contact) => contact.kind)).toEqual(agentContent.contacts.map((contact) => contact.kind));
    const prizes = await h.call({ method: 'POST', url: '/web/inviter/inviterPrizeConfig/queryInviterPrizeConfigList' });
    expectSuccess(prizes);
    expect(prizes.body.inviterPrizeConfigList).toEqual(agentContent.prizes.map((prize) => ({ invitees: prize.invitees, prize: (prize.prizeMinor / 100).toFixed(2) })));
  });

  it('the operator sets a tier’s share at 55 % and is refused 55.01 % by the schema, naming the field', async () => {
    const body = { minActiveInvitees: 50, minValidBets: '1000000.00' };
    const set = await opsCall(h, 'POST', '/agent/tier/6', { payload: { ...body, sharePercent: 55 } });
    expectSuccess(set);
    expect(set.body.tier).toEqual({ tier: 6, minActiveInvitees: 50, minValidBets: '1000000.00', sharePercent: '55.00' });
    const refused = await opsCall(h, 'POST', '/agent/tier/6', { payload: { ...body, sharePercent: 55.01 } });
    expect(refused.status).toBe(400);
    expect((refused.body as { field?: string }).field).toBe('sharePercent');
    const row = await h.db.selectFrom('agent_tiers').select('share_bp').where('tier', '=', 6).executeTakeFirstOrThrow();
    expect(Number(row.share_bp)).toBe(5500);
  });

  it('npm run ops -- agent shows the tiers and sets one through the API; 55.01 is refused', async () => {
    const lines: string[] = [];
    const fetchThroughApp = (async (url: string, init: RequestInit) => {
      const answer = await h.app.inject({ method: init.method as 'POST', url: new URL(url).pathname, headers: init.headers as Record<string, string>, payload: init.body as string | undefined });
      return { json: async () => answer.json() };
    }) as unknown as typeof fetch;
    const io = { env: { OPERATOR_KEY, OPS_URL: 'http://ops.test' }, fetch: fetchThroughApp, out: (text: string) => lines.push(text) };
    expect(await runOpsCommand(['agent', 'tier', '5', '20', '500000.00', '50'], io)).toBe(0);
    expect(lines.at(-1)).toBe('tier 5\tactive >= 20\tvalid bets >= 500000.00\tshare 50.00%');
    expect(await runOpsCommand(['agent', 'tier', '5', '20', '500000.00', '55.01'], io)).toBe(1);
    expect(lines.at(-1)).toMatch(/^refused: .*sharePercent/);
    expect(await runOpsCommand(['agent'], io)).toBe(0);
    expect(lines.at(-1)!.split('\n')).toHaveLength(agentContent.tiers.length);
  });

  it('55 % is the bound of the content file and of the database too', async () => {
    const tiers = (shareBp: number) => ({ ...agentContent, tiers: [{ tier: 1, minActive: 1, minValidMinor: 0, shareBp }] });
    expect(Value.Check(AgentContentSchema, tiers(5500))).toBe(true);
    expect(Value.Check(AgentContentSchema, tiers(5501))).toBe(false);
    await expect(h.db.insertInto('agent_tiers').values({ tier: 20, min_active: 0, min_valid_minor: 0, share_bp: 5501 }).execute()).rejects.toThrow();
    expect(await h.db.selectFrom('agent_tiers').select('tier').where('tier', '=', 20).executeTakeFirst()).toBeUndefined();
  });
});

describe('joining and invitations', () => {
  it('a member joins once: a code of the alphabet and a link to the register page on the address called', async () => {
    const member = await vipMember(h, 'joiner');
    const before = await memberPost(h, member.token, '/user/getInviterInfo');
    expectSuccess(before);
    expect(before.body.inviterInfo).toEqual({ isAgent: false, inviteCode: null, inviteUrl: null, invitedBy: null, joinTime: null });
    const info = await joinAgents(h, member.token);
    const code = expectInvitationCode(info);
    expect(info.inviteUrl).toBe(`http://localhost:80/#/user/register?code=${code}`);
    expect((await joinAgents(h, member.token)).inviteCode).toBe(code);
    expect(await h.db.selectFrom('agents').select('invite_code').where('user_id', '=', member.userId).execute()).toEqual([{ invite_code: code }]);
  });

  it('registering with another member’s code records the inviter; the invitee sees who, masked, and the agent sees the invitee', async () => {
    const agent = await vipMember(h, 'inviter');
    const code = expectInvitationCode(await joinAgents(h, agent.token));
    const phone = '13600000101';
    // Typed as a member might: lower case, with a space.
    const response = await register(h, { userName: 'invited01', password: 'secret123', phone, smsCode: await smsCodeFor(h, phone), inviteCode: ` ${code.slice(0, 4).toLowerCase()} ${code.slice(4)}` });
    expectSuccess(response);
    const invitee = await h.db.selectFrom('users').select('id').where('user_name', '=', 'invited01').executeTakeFirstOrThrow();
    expect(await h.db.selectFrom('invitations').select(['inviter_id', 'invite_code']).where('invitee_id', '=', invitee.id).execute()).toEqual([{ inviter_id: agent.userId, invite_code: code }]);
    const info = await memberPost(h, response.body.token as string, '/user/getInviterInfo');
    expect((info.body.inviterInfo as InviterInfo).invitedBy).toBe(`${agent.userName.slice(0, 2)}***${agent.userName.slice(-1)}`);
    const total = await memberPost(h, agent.token, '/inviter/inviterRecord/queryInviterRecordTotal');
    expectSuccess(total);
    expect(total.body.total).toMatchObject({ invitees: 1, qualifiedInvitees: 0, activeInvitees: 0, validBets: '0.00' });
  });

  it.each(LANGS)('an unknown code is refused naming the field, in %s, before the SMS code is spent: nothing is written', async (lang) => {
    const phone = `1360000020${LANGS.indexOf(lang)}`;
    const smsCode = await smsCodeFor(h, phone);
    const before = { users: await countRows(h, 'users'), invitations: await countRows(h, 'invitations'), wallets: await countRows(h, 'wallets') };
    const refused = await register(h, { userName: `unknown${lang}`, password: 'secret123', phone, smsCode, inviteCode: 'ZZZZ2222' }, { lang });
    expectFailure(refused, 400, 'register.inviteCodeUnknown', lang);
    expect((refused.body as { field?: string }).field).toBe('inviteCode');
    expect({ users: await countRows(h, 'users'), invitations: await countRows(h, 'invitations'), wallets: await countRows(h, 'wallets') }).toEqual(before);
    // The same SMS code still registers without the code.
    expectSuccess(await register(h, { userName: `unknown${lang}`, password: 'secret123', phone, smsCode }, { lang }));
  });

  it('a code of the wrong shape is refused by the shared rule, in the member’s language', async () => {
    const phone = '13600000301';
    const refused = await register(h, { userName: 'shaped01', password: 'secret123', phone, smsCode: await smsCodeFor(h, phone), inviteCode: 'ABC' }, { lang: 'en' });
    expectFailure(refused, 400, 'register.inviteCodeFormat', 'en');
  });

  it('nobody invites themselves: the lookup refuses one’s own code, and so do the service and the database', async () => {
    const agent = await vipMember(h, 'selfie');
    const code = expectInvitationCode(await joinAgents(h, agent.token));
    await expect(inviterOfCode(h.db, code, agent.userId)).rejects.toMatchObject({ code: 400, messageKey: 'agent.error.selfInvite', field: 'inviteCode' });
    await expect(h.db.transaction().execute((trx) => recordInvitation(trx, h.clock, agent.userId, agent.userId, code))).rejects.toMatchObject({ messageKey: 'agent.error.selfInvite' });
    await expect(
      h.db.insertInto('invitations').values({ invitee_id: agent.userId, inviter_id: agent.userId, invite_code: code, qualified_day: null, created_at: h.clock.now() }).execute(),
    ).rejects.toThrow();
    expect(await h.db.selectFrom('invitations').select('invitee_id').where('invitee_id', '=', agent.userId).execute()).toEqual([]);
    // The agent's own code names the agent for anybody else.
    expect(await inviterOfCode(h.db, code, null)).toBe(agent.userId);
  });
});

describe('the nightly rebate', () => {
  /** An agent with invitees, each of whom bets `stakes` (minor units, at the venue given) on `day`. */
  async function agentWithInvitees(prefix: string, day: string, stakes: Array<[number, string]>) {
    clockTo(h, momentOf(day, 10));
    const agent = await vipMember(h, prefix);
    await joinAgents(h, agent.token);
    const invitees = [];
    for (const [stake, venue] of stakes) {
      const invitee = await vipMember(h, `${prefix}i`);
      await invitedBy(h, agent.userId, invitee.userId);
      await betNow(h, invitee.userId, stake, venue);
      invitees.push(invitee);
    }
    return { agent, invitees };
  }

  it('pays the tier’s share of the platform fee by game type once, with a prize for qualified invitees; a re-run pays nothing', async () => {
    const day = '2027-03-01';
    // Slots (fee 2 %) and sports (1.5 %): two active invitees reach tier 1 (20 %), not tier 2 (3 active).
    const { agent } = await agentWithInvitees('rebate', day, [
      [1_000 * YUAN, 'pgx'],
      [500 * YUAN, 'gsport'],
    ]);
    const before = await centralMinor(h, agent.userId);
    clockTo(h, momentOf(dayAfter(day), 0, 15));
    const report = await runAgentDay(h.db, h.clock, day);
    // 1,000.00 × 2 % × 20 % = 4.00 and 500.00 × 1.5 % × 20 % = 1.50; two qualified invitees reach the prize for 1 (8.00).
    expect(report).toEqual({ day, agentsClosed: 1, rebatesPaid: 1, rebateMinor: 550, prizesPaid: 1, prizeMinor: 800 });
    expect(await centralMinor(h, agent.userId)).toBe(before + 550 + 800);
    const dayRow = await h.db.selectFrom('agent_days').selectAll().where('agent_id', '=', agent.userId).executeTakeFirstOrThrow();
    expect(dayRow).toMatchObject({ business_day: day, active_invitees: 2, tier: 1, share_bp: 2000 });
    expect(Number(dayRow.rebate_minor)).toBe(550);
    expect(dayRow.reference).toMatch(/^AR/);
    const requirements = await h.db.selectFrom('turnover_requirements').select(['source', 'amount_minor', 'required_minor']).where('user_id', '=', agent.userId).orderBy('id').execute();
    expect(requirements.map((row) => [row.source, Number(row.amount_minor), Number(row.required_minor)])).toEqual([
      ['agent', 550, 550],
      ['agent', 800, 800],
    ]);

    // Told in the agent's messages, in their language, in the same transaction as the payments.
    const told = async () => {
      const answer = await memberPost(h, await tokenOf(h, agent.userId), '/message/list', { query: { tab: 'notification' }, headers: { lang: 'en' } });
      expectSuccess(answer);
      return ((answer.body.page as { records: Array<{ title: string; content: string }> }).records).map((message) => message.content);
    };
    expect((await told()).sort()).toEqual([
      `Your agent rebate of 5.50 for ${day} is in your central wallet (1x turnover before it may be withdrawn).`,
      'Congratulations! With 1 qualified friend invited, your prize of 8.00 is in your central wallet (1x turnover before it may be withdrawn).',
    ].sort());

    const movements = await countRows(h, 'movements');
    expect(await runAgentDay(h.db, h.clock, day)).toEqual({ day, agentsClosed: 0, rebatesPaid: 0, rebateMinor: 0, prizesPaid: 0, prizeMinor: 0 });
    expect(await countRows(h, 'movements')).toBe(movements);
    expect(await told()).toHaveLength(2);
    expect(await centralMinor(h, agent.userId)).toBe(before + 550 + 800);
    await expectLedgerClean(h);
  });

  it('at the top tier the share is exactly 55 % of the platform fee', async () => {
    const day = '2027-03-05';
    // 50 active invitees with 20,000.00 of slots each: 1,000,000.00 in all, the top tier's minimums exactly.
    const { agent } = await agentWithInvitees('top', day, Array.from({ length: 50 }, () => [20_000 * YUAN, 'pgx'] as [number, string]));
    clockTo(h, momentOf(dayAfter(day), 1));
    await runAgentDay(h.db, h.clock, day);
    const dayRow = await h.db.selectFrom('agent_days').selectAll().where('agent_id', '=', agent.userId).executeTakeFirstOrThrow();
    expect([Number(dayRow.tier), Number(dayRow.share_bp)]).toEqual([6, 5500]);
    // 1,000,000.00 × 2 % = 20,000.00 of platform fee; 55 % of it is 11,000.00.
    expect(Number(dayRow.rebate_minor)).toBe(11_000 * YUAN);
    const awarded = await h.db.selectFrom('agent_prize_awards').select('invitees').where('agent_id', '=', agent.userId).orderBy('invitees').execute();
    expect(awarded.map((row) => Number(row.invitees))).toEqual([1, 3, 5, 10, 20, 50]);
    await expectLedgerClean(h);
  });

  it('runs from the scheduler over simulated days: each day once, in order, qualifying on the day the total is reached', async () => {
    const first = '2027-04-10';
    const { agent, invitees } = await agentWithInvitees('sched', first, [[60 * YUAN, 'pgx']]);
    const scheduler = new JobScheduler({ db: h.db, clock: h.clock, jobs: [agentDayJob], log: () => {} });
    // The first pass only marks where the job stands (a job never run starts with its newest slot).
    clockTo(h, momentOf(first, 12));
    await scheduler.runDue();
    await betNow(h, invitees[0].userId, 10 * YUAN, 'pgx');
    clockTo(h, momentOf(dayAfter(first), 10));
    await betNow(h, invitees[0].userId, 40 * YUAN, 'pgx');
    // Two midnights pass at once: both days are closed, in order.
    clockTo(h, momentOf(dayAfter(first, 2), 0, 20));
    await scheduler.runDue();
    await scheduler.runDue();
    const days = await h.db.selectFrom('agent_days').select(['business_day', 'valid_minor', 'rebate_minor']).where('agent_id', '=', agent.userId).orderBy('business_day').execute();
    // 70.00 then 40.00 of slots at 2 % × 20 %: 0.28 and 0.16.
    expect(days.map((row) => [row.business_day, Number(row.valid_minor), Number(row.rebate_minor)])).toEqual([
      [first, 70 * YUAN, 28],
      [dayAfter(first), 40 * YUAN, 16],
    ]);
    const invitation = await h.db.selectFrom('invitations').select(['counted_minor', 'qualified_day']).where('invitee_id', '=', invitees[0].userId).executeTakeFirstOrThrow();
    expect([Number(invitation.counted_minor), invitation.qualified_day]).toEqual([110 * YUAN, dayAfter(first)]);
    expect(await h.db.selectFrom('agent_prize_awards').select(['invitees', 'business_day']).where('agent_id', '=', agent.userId).execute()).toEqual([{ invitees: 1, business_day: dayAfter(first) }]);
    await expectLedgerClean(h);
  });
});

describe('the agent’s reports', () => {
  it('the statistics, member report, member game details, platform fee details and the marquee read the agent’s own', async () => {
    const day = '2027-05-20';
    clockTo(h, momentOf(day, 9));
    const agent = await vipMember(h, 'report');
    await joinAgents(h, agent.token);
    const other = await vipMember(h, 'otherag');
    await joinAgents(h, other.token);
    const invitee = await vipMember(h, 'reportee');
    await invitedBy(h, agent.userId, invitee.userId);
    const stranger = await vipMember(h, 'strange');
    await invitedBy(h, other.userId, stranger.userId);
    await betNow(h, invitee.userId, 300 * YUAN, 'pgx');
    await betNow(h, invitee.userId, 200 * YUAN, 'gsport');
    await betNow(h, stranger.userId, 900 * YUAN, 'pgx');
    clockTo(h, momentOf(dayAfter(day), 0, 30));
    await runAgentDay(h.db, h.clock, day);
    const token = await tokenOf(h, agent.userId);
    const window = { startTime: momentOf(day), endTime: momentOf(dayAfter(day), 0, 30) };

    const total = await memberPost(h, token, '/inviter/inviterRecord/queryInviterRecordTotal');
    expect(total.body.total as InviterTotal).toEqual({ invitees: 1, qualifiedInvitees: 1, activeInvitees: 1, validBets: '500.00', rebateTotal: '1.80', prizeTotal: '8.00' });

    const members = await memberPost(h, token, '/inviter/inviterRecord/queryPageInviterRecordList', { query: { ...window, groupBy: 'member' } });
    expectSuccess(members);
    const memberPage = members.body.page as { records: InviterRecord[]; total: number };
    expect(memberPage.total).toBe(1);
    expect(memberPage.records[0]).toMatchObject({ userName: invitee.userName, qualified: true, betCount: 2, validBetAmount: '500.00', winLoss: '0.00', gameType: null });

    const games = await memberPost(h, token, '/inviter/inviterRecord/queryPageInviterRecordList', { query: { ...window, groupBy: 'game' }, headers: { lang: 'en' } });
    const gamePage = games.body.page as { records: InviterRecord[]; total: number };
    expect(gamePage.records.map((row) => [row.userName, row.gameTypeName, row.validBetAmount])).toEqual([
      [invitee.userName, 'Slots', '300.00'],
      [invitee.userName, 'Sports', '200.00'],
    ]);
    expect(gamePage.total).toBe(2);

    const recordTotal = await memberPost(h, token, '/inviter/inviterRecord/queryPageInviterRecordTotal', { query: window });
    expect(recordTotal.body.total as InviterRecordTotal).toEqual({ invitees: 1, activeInvitees: 1, betCount: 2, validBetAmount: '500.00', winLoss: '0.00' });

    const rebates = await memberPost(h, token, '/inviter/inviterRebateRecord/queryPageInviterRebateList', { query: window, headers: { lang: 'en' } });
    const rebatePage = rebates.body.page as { records: RebateRecord[]; total: number };
    expect(rebatePage.total).toBe(1);
    // 300.00 × 2 % = 6.00 and 200.00 × 1.5 % = 3.00 of platform fee; 20 % of each: 1.20 and 0.60.
    expect(rebatePage.records[0]).toMatchObject({ businessDay: day, activeInvitees: 1, tier: 1, sharePercent: '20.00', platformFee: '9.00', rebate: '1.80' });
    expect(rebatePage.records[0].lines.map((line) => [line.gameTypeName, line.feePercent, line.platformFee, line.rebate])).toEqual([
      ['Slots', '2.00', '6.00', '1.20'],
      ['Sports', '1.50', '3.00', '0.60'],
    ]);
    const rebateTotal = await memberPost(h, token, '/inviter/inviterRebateRecord/queryPageInviterRebateTotal', { query: window });
    expect(rebateTotal.body.total as RebateTotal).toEqual({ days: 1, validBetAmount: '500.00', platformFee: '9.00', rebate: '1.80' });
    const earned = await memberPost(h, token, '/inviter/inviterRebateRecord/getInviterRebateTotal');
    expect(earned.body.total).toEqual({ rebateTotal: '1.80', prizeTotal: '8.00', lastDay: day, lastRebate: '1.80' });

    const marquee = await h.call({ method: 'POST', url: '/web/inviter/inviterRecord/getMarqueeInviterRecord' });
    const latest = marquee.body.marqueeList as MarqueeRecord[];
    expect(latest.length).toBeGreaterThan(0);
    expect(latest.some((record) => record.userName === `${agent.userName.slice(0, 2)}***${agent.userName.slice(-1)}` && record.amount === '1.80')).toBe(true);
    expect(JSON.stringify(latest)).not.toContain(agent.userName);

    // A window longer than 30 days is refused as the records pages refuse it.
    const long = await memberPost(h, token, '/inviter/inviterRecord/queryPageInviterRecordList', { query: { startTime: window.endTime - 31 * 86_400_000, endTime: window.endTime } });
    expectFailure(long, 400, 'error.timeRange', 'zh', { days: 30 });
  });
});
