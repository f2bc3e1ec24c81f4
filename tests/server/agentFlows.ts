import { expect } from 'vitest';
import type { Harness } from './harness';
import { expectSuccess, memberPost } from './flows';
import type { InviterInfo } from '../../contract/inviter';

/** Steps the agent programme's tests share: joining, registering with a code, and an invitation written straight in. */

/** The member joins the programme through the API; answers the invitation info. */
export async function joinAgents(h: Harness, token: string): Promise<InviterInfo> {
  const joined = await memberPost(h, token, '/user/becomeInviter');
  expectSuccess(joined);
  return joined.body.inviterInfo as InviterInfo;
}

/** An invitation as registration records it, written straight in (members created without the register route). */
export async function invitedBy(h: Harness, agentId: number, inviteeId: number): Promise<void> {
  const agent = await h.db.selectFrom('agents').select('invite_code').where('user_id', '=', agentId).executeTakeFirstOrThrow();
  await h.db.insertInto('invitations').values({ invitee_id: inviteeId, inviter_id: agentId, invite_code: agent.invite_code, qualified_day: null, created_at: h.clock.now() }).execute();
}

/** A member's window of the last 30 days ending at the harness clock, as the agent page asks. */
export const lastThirtyDays = (h: Harness) => ({ startTime: h.clock.now() - 30 * 86_400_000 + 1, endTime: h.clock.now() });

export function expectInvitationCode(info: InviterInfo): string {
  expect(info.isAgent).toBe(true);
  expect(info.inviteCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  return info.inviteCode!;
}
