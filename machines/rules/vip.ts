/**
 * VIP levels 0-10 (spec sections 1 and 9) and the badge tier each level wears:
 * silver from VIP1, gold from VIP4, diamond from VIP8.
 */
export type VipTier = 'base' | 'silver' | 'gold' | 'diamond';

/** The lowest level of each tier, highest tier first. */
export const VIP_TIER_FROM: ReadonlyArray<readonly [VipTier, number]> = [
  ['diamond', 8],
  ['gold', 4],
  ['silver', 1],
];

export function vipTier(level: number): VipTier {
  return VIP_TIER_FROM.find(([, from]) => level >= from)?.[0] ?? 'base';
}
