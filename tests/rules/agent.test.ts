import { describe, expect, it } from 'vitest';
import {
  AGENT_SHARE_MAX_BP,
  AGENT_SHARE_MAX_PERCENT,
  agentRebateMinor,
  checkInviteCode,
  invitePath,
  maskUserName,
  normaliseInviteCode,
  prizesEarned,
  tierReached,
} from '../../machines/rules/agent';

/** The agent programme's shared rules (issue 26); the spec's 55 % is written as the spec writes it. */
describe('the agent programme’s rules', () => {
  it('the share is bounded by the spec’s 55 %: 55 % pays, a hair above is refused', () => {
    expect(AGENT_SHARE_MAX_PERCENT).toBe(55);
    expect(AGENT_SHARE_MAX_BP).toBe(5500);
    // 1,000.00 of valid bets at a 2 % platform fee, 55 % of it: 11.00.
    expect(agentRebateMinor(100_000, 200, 5500)).toBe(1100);
    expect(() => agentRebateMinor(100_000, 200, 5501)).toThrow(RangeError);
  });

  it('rounds down to the fen, in integer arithmetic past 2^53, and pays nothing without bets, fee or share', () => {
    // 333.33 × 1.5 % × 20 % = 0.99999: 0.99.
    expect(agentRebateMinor(33_333, 150, 2000)).toBe(99);
    // 100,000,000,000.00 × 100 % × 55 %: 55,000,000,000.00 exactly.
    expect(agentRebateMinor(10_000_000_000_000, 10_000, 5500)).toBe(5_500_000_000_000);
    expect([agentRebateMinor(0, 200, 5500), agentRebateMinor(100, 0, 5500), agentRebateMinor(100, 200, 0)]).toEqual([0, 0, 0]);
  });

  it('a day reaches the highest tier whose minimums it met', () => {
    const tiers = [
      { tier: 1, minActive: 1, minValidMinor: 0, shareBp: 2000 },
      { tier: 2, minActive: 3, minValidMinor: 1_000_000, shareBp: 3000 },
    ];
    expect(tierReached(tiers, 0, 5_000_000)).toBeNull();
    expect(tierReached(tiers, 2, 5_000_000)?.tier).toBe(1);
    expect(tierReached(tiers, 3, 999_999)?.tier).toBe(1);
    expect(tierReached(tiers, 3, 1_000_000)?.tier).toBe(2);
  });

  it('an invitation code: optional, 8 characters without I, O, 0 or 1, typed in any case with spaces', () => {
    expect(checkInviteCode('')).toBeNull();
    expect(checkInviteCode('KTAZRPG4')).toBeNull();
    for (const code of ['KTAZRPG', 'KTAZRPG45', 'KTAZRPGO', 'KTAZRPG1', 'ktazrpg4']) expect(checkInviteCode(code)).toBe('register.inviteCodeFormat');
    expect(normaliseInviteCode(' ktaz-rpg4 ')).toBe('KTAZRPG4');
    expect(invitePath('KTAZRPG4')).toBe('/#/user/register?code=KTAZRPG4');
  });

  it('names are masked where others read them', () => {
    expect(maskUserName('star9522')).toBe('st***2');
    expect(maskUserName('abc')).toBe('a***');
  });

  it('the prizes earned are every prize whose number of qualified invitees is reached', () => {
    const prizes = [
      { invitees: 3, prizeMinor: 2800 },
      { invitees: 1, prizeMinor: 800 },
    ];
    expect(prizesEarned(prizes, 0)).toEqual([]);
    expect(prizesEarned(prizes, 2).map((prize) => prize.invitees)).toEqual([1]);
    expect(prizesEarned(prizes, 3).map((prize) => prize.invitees)).toEqual([1, 3]);
  });
});
