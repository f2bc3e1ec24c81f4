import { Type, type Static } from 'typebox';
import { VIP_LEVEL_MAX, WELFARE_KINDS, EXCLUSIVE_PACKET_FROM_LEVEL } from '../../../machines/rules/vip';

/**
 * server/content/vip.json: what each VIP level 0-10 asks and gives, in minor units, and the turnover
 * multiple of each welfare kind (spec section 9: 1x-3x; rebates 1x by default, the spec also names 2x).
 * Read and checked with the other content files and upserted at start into vip_levels and welfare_kinds
 * (an operator's later edit of a row is kept, as for all content).
 */

const Minor = Type.Integer({ minimum: 0 });
const Multiple = Type.Integer({ minimum: 1, maximum: 3 });

export const VipContentSchema = Type.Object(
  {
    welfareMultiples: Type.Object(Object.fromEntries(WELFARE_KINDS.map((kind) => [kind, Multiple])) as Record<(typeof WELFARE_KINDS)[number], typeof Multiple>, {
      additionalProperties: false,
    }),
    levels: Type.Array(
      Type.Object(
        {
          level: Type.Integer({ minimum: 0, maximum: VIP_LEVEL_MAX }),
          promotionMinor: Minor,
          keepMinor: Minor,
          dailyWithdrawCount: Minor,
          dailyWithdrawLimitMinor: Minor,
          upgradeGiftMinor: Minor,
          birthdayGiftMinor: Minor,
          weeklyPacketMinor: Minor,
          exclusivePacketMinor: Minor,
        },
        { additionalProperties: false },
      ),
      { minItems: VIP_LEVEL_MAX + 1, maxItems: VIP_LEVEL_MAX + 1 },
    ),
  },
  { additionalProperties: false },
);
export type VipContent = Static<typeof VipContentSchema>;
export type VipLevelContent = VipContent['levels'][number];
/** A welfare kind and its turnover multiple. */
export type WelfareKindContent = { kind: string; multiple: number };

/** What the schema cannot say: levels in order 0-10, level 0 free, promotion turnover rising, the exclusive packet only from VIP6. */
export function vipContentProblem(content: VipContent): string | null {
  const misplaced = content.levels.findIndex((level, index) => level.level !== index);
  if (misplaced >= 0) return `levels[${misplaced}] is level ${content.levels[misplaced].level}, not ${misplaced}: list levels 0-10 in order`;
  if (content.levels[0].promotionMinor !== 0 || content.levels[0].keepMinor !== 0) return 'level 0 asks no turnover (promotionMinor and keepMinor 0)';
  const falling = content.levels.findIndex((level, index) => index > 0 && level.promotionMinor <= content.levels[index - 1].promotionMinor);
  if (falling >= 0) return `level ${falling}'s promotionMinor must be above level ${falling - 1}'s`;
  const early = content.levels.find((level) => level.level < EXCLUSIVE_PACKET_FROM_LEVEL && level.exclusivePacketMinor > 0);
  if (early) return `level ${early.level} has an exclusive red packet, which is for VIP${EXCLUSIVE_PACKET_FROM_LEVEL}-${VIP_LEVEL_MAX} only`;
  return null;
}
