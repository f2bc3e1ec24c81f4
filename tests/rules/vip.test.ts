import { describe, expect, it } from 'vitest';
import { closeVipDay, VIP_QUARTER_DAYS, vipProgress, vipTier, type VipRequirements } from '../../machines/rules/vip';

describe('VIP badge tiers for levels 0-10', () => {
  it.each([
    [0, 'base'],
    [1, 'silver'],
    [3, 'silver'],
    [4, 'gold'],
    [7, 'gold'],
    [8, 'diamond'],
    [10, 'diamond'],
  ])('VIP%i wears %s', (level, tier) => {
    expect(vipTier(level)).toBe(tier);
  });
});


const REQUIREMENTS: VipRequirements = {
  promotionMinor: [0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000],
  keepMinor: [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100],
};

describe('a business day closes (spec section 4)', () => {
  it('promotes one level once the count reaches the next, never two in a day', () => {
    expect(closeVipDay({ level: 0, countedMinor: 0, quarterDays: 5, quarterMinor: 3 }, REQUIREMENTS, 99).change).toBe('none');
    const day = closeVipDay({ level: 0, countedMinor: 0, quarterDays: 5, quarterMinor: 3 }, REQUIREMENTS, 350);
    expect(day).toEqual({ standing: { level: 1, countedMinor: 350, quarterDays: 0, quarterMinor: 0 }, change: 'promoted' });
    expect(closeVipDay(day.standing, REQUIREMENTS, 0).standing.level).toBe(2);
  });

  it('keeps the ceiling at 10 and the floor at 0', () => {
    expect(closeVipDay({ level: 10, countedMinor: 5000, quarterDays: 0, quarterMinor: 0 }, REQUIREMENTS, 5000).standing.level).toBe(10);
    expect(closeVipDay({ level: 0, countedMinor: 0, quarterDays: VIP_QUARTER_DAYS - 1, quarterMinor: 0 }, REQUIREMENTS, 0)).toEqual({
      standing: { level: 0, countedMinor: 0, quarterDays: 0, quarterMinor: 0 },
      change: 'quarterClosed',
    });
  });

  it('relegates on the 90th day of a quarter short of the keep turnover, not on the 89th, nor when met', () => {
    const standing = { level: 3, countedMinor: 320, quarterDays: VIP_QUARTER_DAYS - 2, quarterMinor: 0 };
    const day89 = closeVipDay(standing, REQUIREMENTS, 0);
    expect(day89.change).toBe('none');
    expect(closeVipDay(day89.standing, REQUIREMENTS, 0)).toEqual({ standing: { level: 2, countedMinor: 200, quarterDays: 0, quarterMinor: 0 }, change: 'relegated' });
    expect(closeVipDay(day89.standing, REQUIREMENTS, 30).change).toBe('quarterClosed');
  });

  it('says what is missing to the next level and to keep this one', () => {
    expect(vipProgress({ level: 2, countedMinor: 250, quarterDays: 10, quarterMinor: 5 }, REQUIREMENTS)).toEqual({
      nextLevel: 3,
      missingToNextMinor: 50,
      keepMinor: 20,
      missingToKeepMinor: 15,
      quarterDaysLeft: 80,
    });
    expect(vipProgress({ level: 10, countedMinor: 2000, quarterDays: 0, quarterMinor: 0 }, REQUIREMENTS)).toMatchObject({ nextLevel: null, missingToNextMinor: 0 });
  });
});
