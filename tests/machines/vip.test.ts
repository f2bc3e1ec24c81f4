import { describe, expect, it } from 'vitest';
import { vipTier } from '../../machines/rules/vip';

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
