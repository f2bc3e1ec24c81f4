/**
 * The agent (invitation) programme's rules, shared by the site and the server (spec sections 1 and 9: the
 * maximum rebate is 55 %). An agent's rebate for a business day is a share of the platform fee on the valid
 * bets of the members the agent invited: for each game type, valid bets × the game type's platform fee ×
 * the agent's share, the share set by the tier the day reached (active invitees and their valid bets).
 */

/** Spec sections 1 and 9: the agent's share is at most 55 %. */
export const AGENT_SHARE_MAX_PERCENT = 55;
/** The same bound in basis points, as the database holds shares (and its CHECK refuses more). */
export const AGENT_SHARE_MAX_BP = AGENT_SHARE_MAX_PERCENT * 100;
/** A platform fee is a percentage of valid bets: 0 to 100 %, in basis points. */
export const PLATFORM_FEE_MAX_BP = 10_000;

/** The agent page's statistics count an invitee as active when they had valid bets within these days. */
export const AGENT_ACTIVE_DAYS = 30;

/** An invitation code: 8 letters and digits, none that reads like another (no I, O, 0, 1). */
export const INVITE_CODE_LENGTH = 8;
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{8}$/;
/** What a member may type before the rule judges it (a pasted code with spaces, lower case). */
export const INVITE_CODE_INPUT_MAX = 16;

/** A code as typed or carried by a link: upper case, letters and digits only. */
export const normaliseInviteCode = (value: string) =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, INVITE_CODE_INPUT_MAX);

/** The registration form's invitation code: optional; when given, 8 characters of the code alphabet. */
export function checkInviteCode(code: string): string | null {
  if (code === '') return null;
  return INVITE_CODE_PATTERN.test(code) ? null : 'register.inviteCodeFormat';
}

/** The link an agent shares (the hash route of spec section 2, query inside the hash). */
export const invitePath = (code: string) => `/#/user/register?code=${encodeURIComponent(code)}`;

/** A member's name where others read it (the marquee): the first two characters and the last, "ag***1". */
export const maskUserName = (name: string) => (name.length <= 3 ? `${name.slice(0, 1)}***` : `${name.slice(0, 2)}***${name.slice(-1)}`);

export interface AgentTier {
  tier: number;
  /** Invitees with valid bets on the day. */
  minActive: number;
  /** The invitees' valid bets on the day, minor units. */
  minValidMinor: number;
  /** The agent's share of the platform fee, basis points, at most AGENT_SHARE_MAX_BP. */
  shareBp: number;
}

/** The highest tier whose minimums the day met, or null (no share). */
export function tierReached(tiers: readonly AgentTier[], activeInvitees: number, validMinor: number): AgentTier | null {
  let reached: AgentTier | null = null;
  for (const tier of tiers) {
    if (activeInvitees >= tier.minActive && validMinor >= tier.minValidMinor && (reached === null || tier.shareBp > reached.shareBp)) reached = tier;
  }
  return reached;
}

/**
 * The rebate of one game type's valid bets: valid × fee × share, rounded down to the fen, in integer
 * arithmetic (valid bets of a busy day times two basis-point factors pass 2^53).
 */
export function agentRebateMinor(validMinor: number, feeBp: number, shareBp: number): number {
  if (shareBp > AGENT_SHARE_MAX_BP) throw new RangeError(`agent share ${shareBp} bp is above ${AGENT_SHARE_MAX_BP} bp`);
  if (validMinor <= 0 || feeBp <= 0 || shareBp <= 0) return 0;
  return Number((BigInt(validMinor) * BigInt(feeBp) * BigInt(shareBp)) / 100_000_000n);
}

export interface InviterPrize {
  /** Qualified invitees that earn the prize. */
  invitees: number;
  prizeMinor: number;
}

/** The prizes an agent with `qualified` qualified invitees has earned, fewest invitees first. */
export const prizesEarned = (prizes: readonly InviterPrize[], qualified: number) =>
  prizes.filter((prize) => prize.invitees <= qualified).sort((a, b) => a.invitees - b.invitees);
