import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import * as agentApi from '../../src/api/agent';
import type { InviterBaseConfig, InviterInfo, InviterRecord, RebateRecord } from '../../src/api/agent';
import { useSignedIn } from '../../src/session/useSignedIn';
import AgentPage from '../../src/features/agent/AgentPage';
import { renderWithSite, text } from './renderWithSite';

vi.mock('../../src/session/useSignedIn', () => ({ useSignedIn: vi.fn() }));
vi.mock('../../src/api/agent', () => ({
  getProgramme: vi.fn(),
  getMarquee: vi.fn(),
  getInviterInfo: vi.fn(),
  becomeInviter: vi.fn(),
  getInviterTotal: vi.fn(),
  getRebateTotal: vi.fn(),
  getInviterRecords: vi.fn(),
  getInviterRecordTotal: vi.fn(),
  getRebateRecords: vi.fn(),
  getRebateWindowTotal: vi.fn(),
}));

// Saturday 28 November 2026, 10:00 in the browser's zone.
const NOW = new Date(2026, 10, 28, 10, 0, 0).getTime();
const DAY = 86_400_000;

const CONFIG: InviterBaseConfig = {
  maxSharePercent: '55.00',
  qualifyValidBets: '100.00',
  activeDays: 30,
  tiers: [
    { tier: 1, minActiveInvitees: 1, minValidBets: '0.00', sharePercent: '20.00' },
    { tier: 6, minActiveInvitees: 50, minValidBets: '1000000.00', sharePercent: '55.00' },
  ],
  platformFees: [{ gameType: 2, gameTypeName: 'Slots', feePercent: '2.00' }],
  contacts: [
    { kind: 'telegram', address: '@GoldenArenaAgents' },
    { kind: 'email', address: 'agents@golden-arena.test' },
  ],
};
const NOT_AGENT: InviterInfo = { isAgent: false, inviteCode: null, inviteUrl: null, invitedBy: null, joinTime: null };
const AGENT: InviterInfo = { isAgent: true, inviteCode: 'KTAZRPG4', inviteUrl: 'http://localhost/#/user/register?code=KTAZRPG4', invitedBy: null, joinTime: NOW - DAY };
const INVITEE: InviterRecord = { id: '7', userName: 'lucky9523', registerTime: NOW - DAY, qualified: true, gameType: null, gameTypeName: null, betCount: 2, validBetAmount: '1200.00', winLoss: '-300.00' };
const FEE_DAY: RebateRecord = {
  id: '2026-11-27',
  businessDay: '2026-11-27',
  orderNo: 'AR1764',
  activeInvitees: 1,
  validBetAmount: '1200.00',
  tier: 1,
  sharePercent: '20.00',
  platformFee: '24.00',
  rebate: '4.80',
  lines: [{ gameType: 2, gameTypeName: 'Slots', validBetAmount: '1200.00', feePercent: '2.00', platformFee: '24.00', rebate: '4.80' }],
  createTime: NOW - 9 * 3_600_000,
};
const page = <T,>(records: T[]) => ({ records, total: records.length, pageIndex: 1, pageSize: 10 });

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  vi.mocked(agentApi.getProgramme).mockResolvedValue({ config: CONFIG, prizes: [{ invitees: 1, prize: '8.00' }, { invitees: 3, prize: '28.00' }] });
  vi.mocked(agentApi.getMarquee).mockResolvedValue([{ kind: 'rebate', userName: 'st***2', amount: '14.20', invitees: null, createTime: NOW - DAY }]);
  vi.mocked(agentApi.getInviterTotal).mockResolvedValue({ invitees: 6, qualifiedInvitees: 4, activeInvitees: 4, validBets: '5050.00', rebateTotal: '14.20', prizeTotal: '36.00' });
  vi.mocked(agentApi.getRebateTotal).mockResolvedValue({ rebateTotal: '14.20', prizeTotal: '36.00', lastDay: '2026-11-27', lastRebate: '14.20' });
  vi.mocked(agentApi.getInviterRecords).mockResolvedValue(page([INVITEE]));
  vi.mocked(agentApi.getInviterRecordTotal).mockResolvedValue({ invitees: 6, activeInvitees: 4, betCount: 2, validBetAmount: '1200.00', winLoss: '-300.00' });
  vi.mocked(agentApi.getRebateRecords).mockResolvedValue(page([FEE_DAY]));
  vi.mocked(agentApi.getRebateWindowTotal).mockResolvedValue({ days: 1, validBetAmount: '1200.00', platformFee: '24.00', rebate: '4.80' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.resetAllMocks();
});

// Whole pages on the site's catalogues: a busy machine can take longer than the default 5 s to render the first.
describe('the agent page', { timeout: 20_000 }, () => {
  it('a visitor reads the programme — 55 % at most, tiers, fees, prizes, contacts, the marquee — and is asked to sign up', async () => {
    vi.mocked(useSignedIn).mockReturnValue(false);
    renderWithSite(<AgentPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text('agent.title'));
    expect(screen.getByTestId('agent-max-share').textContent).toContain('55');
    const visitor = screen.getByTestId('agent-visitor');
    expect(within(visitor).getByRole('link', { name: text('agent.signUp') }).getAttribute('href')).toBe('#/user/register');
    expect(within(visitor).getByRole('link', { name: text('agent.logIn') }).getAttribute('href')).toBe('#/user/login');
    const tiers = await screen.findByTestId('agent-tiers');
    expect(within(tiers).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      `${text('agent.tierName', { tier: 1 })}≥ 1≥ 0.0020.00%`,
      `${text('agent.tierName', { tier: 6 })}≥ 50≥ 1,000,000.0055.00%`,
    ]);
    expect(screen.getByTestId('agent-fees').textContent).toBe('Slots2.00%');
    expect(screen.getByTestId('agent-prizes').textContent).toBe(`${text('agent.prizes.friends', { count: 1 })}8.00${text('agent.prizes.friends', { count: 3 })}28.00`);
    expect(screen.getByRole('link', { name: 'agents@golden-arena.test' }).getAttribute('href')).toBe('mailto:agents@golden-arena.test');
    expect((await screen.findByTestId('agent-marquee')).textContent).toContain(text('agent.marquee.rebate', { name: 'st***2', amount: '14.20' }));
    expect(agentApi.getInviterInfo).not.toHaveBeenCalled();
  });

  it('a member who is not an agent is asked to agree first, joins, and sees the code, the link and its QR code', async () => {
    vi.mocked(useSignedIn).mockReturnValue(true);
    vi.mocked(agentApi.getInviterInfo).mockResolvedValue(NOT_AGENT);
    vi.mocked(agentApi.becomeInviter).mockResolvedValue(AGENT);
    const { user, notices } = renderWithSite(<AgentPage />);
    const join = await screen.findByRole('button', { name: text('agent.join.submit') });
    await user.click(join);
    expect(screen.getByRole('alert').textContent).toBe(text('agent.join.agreeFirst'));
    expect(agentApi.becomeInviter).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: text('agent.join.agree') }));
    await user.click(join);
    expect(agentApi.becomeInviter).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId('agent-code')).toHaveProperty('value', 'KTAZRPG4');
    expect(screen.getByTestId('agent-link')).toHaveProperty('value', AGENT.inviteUrl);
    expect(screen.getByRole('img', { name: text('agent.invite.qr') }).dataset.value).toBe(AGENT.inviteUrl);
    expect(notices).toEqual([{ kind: 'success', messageKey: 'agent.join.done' }]);
  });

  it('an agent reads the statistics and the member report of the last 7 days, then 30', async () => {
    vi.mocked(useSignedIn).mockReturnValue(true);
    vi.mocked(agentApi.getInviterInfo).mockResolvedValue(AGENT);
    const { user } = renderWithSite(<AgentPage />);
    expect((await screen.findByTestId('agent-invitees')).textContent).toBe('6');
    expect(screen.getByTestId('agent-active').textContent).toBe('4');
    expect(screen.getByTestId('agent-valid-bets').textContent).toBe('5,050.00');
    expect(screen.getByTestId('agent-rebate').textContent).toBe('14.20');
    const report = await screen.findByTestId('agent-member-report');
    await waitFor(() => expect(within(report).getAllByRole('row')).toHaveLength(2));
    expect(within(report).getAllByRole('row')[1].textContent).toContain('lucky9523');
    expect(within(report).getAllByRole('row')[1].textContent).toContain('1,200.00');
    const first = vi.mocked(agentApi.getInviterRecords).mock.calls[0][0];
    expect(first.groupBy).toBe('member');
    expect(first.startTime).toBe(new Date(2026, 10, 22).getTime());
    expect(first.endTime).toBe(new Date(2026, 10, 28, 23, 59, 59, 999).getTime());
    await user.click(screen.getByRole('button', { name: text('agent.period.month') }));
    await waitFor(() => expect(vi.mocked(agentApi.getInviterRecords).mock.calls.at(-1)![0].startTime).toBe(new Date(2026, 9, 30).getTime()));
  });

  it('an agent’s member game details and platform fee details: each day with its lines by game type', async () => {
    vi.mocked(useSignedIn).mockReturnValue(true);
    vi.mocked(agentApi.getInviterInfo).mockResolvedValue(AGENT);
    const { user } = renderWithSite(<AgentPage />);
    await user.click(await screen.findByRole('button', { name: text('agent.tabs.games') }));
    await waitFor(() => expect(vi.mocked(agentApi.getInviterRecords).mock.calls.at(-1)![0].groupBy).toBe('game'));
    await user.click(screen.getByRole('button', { name: text('agent.tabs.fees') }));
    const fees = await screen.findByTestId('agent-fee-report');
    await waitFor(() => expect(fees.querySelector('[data-day="2026-11-27"]')).not.toBeNull());
    const rows = within(fees).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows[0]).toContain('2026-11-27');
    expect(rows[0]).toContain('AR1764');
    expect(rows[0]).toContain('4.80');
    expect(rows[0]).toContain(text('agent.allGames'));
    expect(rows[1]).toBe('Slots1,200.002.00%24.0020.00%4.80');
    expect((await screen.findByTestId('agent-fee-summary')).textContent).toContain('24.00');
  });
});
