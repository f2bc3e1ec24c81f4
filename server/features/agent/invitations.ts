import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import type { InviterInfo } from '../../../contract/inviter';
import { badRequest } from '../../errors';
import { isUniqueViolation } from '../../db/dialect';
import { checkInviteCode, INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, invitePath, maskUserName } from '../../../machines/rules/agent';

/**
 * Joining the programme and being invited (issue 26). A member becomes an agent once, with a code of 8
 * characters drawn at random (a clash with another agent's code draws again); anyone registering may give
 * a code (the link's `?code=`), which must be an agent's, and records who invited them, once and for good.
 * Nobody invites themselves: the new member does not exist when the code is looked up, the lookup refuses
 * the member's own code anyway, and the database's CHECK refuses such a row.
 */

const newCode = () => Array.from({ length: INVITE_CODE_LENGTH }, () => INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)]).join('');

const CODE_ATTEMPTS = 5;

/** Makes the member an agent (answers the row as it is when they already were one). */
export async function becomeAgent(db: Kysely<Database>, clock: Clock, userId: number) {
  for (let attempt = 1; ; attempt++) {
    try {
      await db
        .insertInto('agents')
        .values({ user_id: userId, invite_code: newCode(), created_at: clock.now() })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      break;
    } catch (error) {
      // Another agent holds the code drawn: draw again (32^8 codes make this rare).
      if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
  return db.selectFrom('agents').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
}

/**
 * The agent a registration's code names, or a refusal naming the field: a code of the wrong shape, one that
 * is nobody's, or the member's own. `code` is normalised already (normaliseInviteCode); '' is no code.
 */
export async function inviterOfCode(db: Kysely<Database>, code: string, memberId: number | null = null): Promise<number | null> {
  if (code === '') return null;
  const rule = checkInviteCode(code);
  if (rule) throw badRequest(rule, {}, 'inviteCode');
  const agent = await db.selectFrom('agents').select('user_id').where('invite_code', '=', code).executeTakeFirst();
  if (!agent) throw badRequest('register.inviteCodeUnknown', {}, 'inviteCode');
  if (memberId !== null && Number(agent.user_id) === memberId) throw badRequest('agent.error.selfInvite', {}, 'inviteCode');
  return Number(agent.user_id);
}

/** Records that `inviterId` invited the member, inside the registration's transaction. */
export async function recordInvitation(trx: Transaction<Database>, clock: Clock, inviteeId: number, inviterId: number, code: string): Promise<void> {
  if (inviteeId === inviterId) throw badRequest('agent.error.selfInvite', {}, 'inviteCode');
  await trx.insertInto('invitations').values({ invitee_id: inviteeId, inviter_id: inviterId, invite_code: code, qualified_day: null, created_at: clock.now() }).execute();
}

/** The address the call came to, so the link opens the site the agent is on (`https://host`). */
export type SiteOrigin = string;

export async function inviterInfo(db: Kysely<Database>, userId: number, origin: SiteOrigin): Promise<InviterInfo> {
  const [agent, invitedBy] = await Promise.all([
    db.selectFrom('agents').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('invitations')
      .innerJoin('users', 'users.id', 'invitations.inviter_id')
      .select('users.user_name')
      .where('invitations.invitee_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return {
    isAgent: agent !== undefined,
    inviteCode: agent?.invite_code ?? null,
    inviteUrl: agent ? `${origin}${invitePath(agent.invite_code)}` : null,
    invitedBy: invitedBy ? maskUserName(invitedBy.user_name) : null,
    joinTime: agent ? Number(agent.created_at) : null,
  };
}
