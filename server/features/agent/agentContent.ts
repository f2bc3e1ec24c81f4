import { Type, type Static } from 'typebox';
import { AGENT_SHARE_MAX_BP, PLATFORM_FEE_MAX_BP } from '../../../machines/rules/agent';

/**
 * server/content/agent.json: the agent programme's configuration, in minor units and basis points: the valid
 * bets that make an invitee qualified, the tiers (a day's minimum active invitees and valid bets, and the share
 * of the platform fee it pays, at most the spec's 55 %), each game type's platform fee, the prizes by number of
 * qualified invitees and the consultation contacts. Read and checked with the other content files and upserted
 * at start (an operator's later edit of a row is kept, as for all content).
 */

const Minor = Type.Integer({ minimum: 0 });

export const CONTACT_KINDS = ['telegram', 'wechat', 'qq', 'email', 'skype', 'whatsapp'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

export const AgentContentSchema = Type.Object(
  {
    qualifyValidBetsMinor: Minor,
    tiers: Type.Array(
      Type.Object(
        {
          tier: Type.Integer({ minimum: 1, maximum: 20 }),
          minActive: Type.Integer({ minimum: 0 }),
          minValidMinor: Minor,
          shareBp: Type.Integer({ minimum: 0, maximum: AGENT_SHARE_MAX_BP }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 20 },
    ),
    platformFees: Type.Array(
      Type.Object({ gameType: Type.Integer({ minimum: 1, maximum: 99 }), feeBp: Type.Integer({ minimum: 0, maximum: PLATFORM_FEE_MAX_BP }) }, { additionalProperties: false }),
    ),
    prizes: Type.Array(Type.Object({ invitees: Type.Integer({ minimum: 1 }), prizeMinor: Type.Integer({ minimum: 1 }) }, { additionalProperties: false })),
    contacts: Type.Array(
      Type.Object(
        { kind: Type.Union(CONTACT_KINDS.map((kind) => Type.Literal(kind))), address: Type.String({ minLength: 1, maxLength: 128 }) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type AgentContent = Static<typeof AgentContentSchema>;

/** What the schema cannot say: unique keys, tiers whose minimums and shares rise together, fees of known game types. */
export function agentContentProblem(content: AgentContent, gameTypes: readonly number[]): string | null {
  const repeated = <T>(items: T[], keyOf: (item: T) => unknown) => items.map(keyOf).find((key, index, keys) => keys.indexOf(key) !== index);
  const tier = repeated(content.tiers, (item) => item.tier);
  if (tier !== undefined) return `tier ${String(tier)} appears twice`;
  const ordered = [...content.tiers].sort((a, b) => a.tier - b.tier);
  const falling = ordered.find(
    (item, index) => index > 0 && (item.shareBp < ordered[index - 1].shareBp || item.minActive < ordered[index - 1].minActive || item.minValidMinor < ordered[index - 1].minValidMinor),
  );
  if (falling) return `tier ${falling.tier} asks or pays less than the tier before it`;
  const fee = repeated(content.platformFees, (item) => item.gameType);
  if (fee !== undefined) return `platform fee of gameType ${String(fee)} appears twice`;
  const unknown = content.platformFees.find((item) => !gameTypes.includes(item.gameType));
  if (unknown) return `platform fee of gameType ${unknown.gameType}, which game-categories.json does not list`;
  const prize = repeated(content.prizes, (item) => item.invitees);
  if (prize !== undefined) return `the prize for ${String(prize)} invitees appears twice`;
  const contact = repeated(content.contacts, (item) => item.kind);
  if (contact !== undefined) return `contact ${String(contact)} appears twice`;
  return null;
}
