import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { openCentralWallet } from '../../server/features/wallet/wallets';
import { membersWithTurnover, PROMOTING_STAKE_MINOR } from './vipDayMembers';
import { businessDayStart } from '../../machines/rules/businessDay';
import { memberRow } from './memberRows';

/**
 * Many agents, each with invitees who had a day of valid turnover, written straight into a database (the agents'
 * nightly job's SIGKILL and two-servers tests): the invitees are vipDayMembers' members (one settled slots bet
 * of PROMOTING_STAKE_MINOR on `day`, a real movement in the books), the agents members of their own with a central
 * wallet, a code and their invitations.
 *
 * With the content's programme every agent's day reaches tier 1 (two active invitees: 20 % of the platform fee)
 * and both invitees qualify (the prize for one qualified invitee).
 */

export const INVITEES_PER_AGENT = 2;
/** Slots' platform fee is 2 %; tier 1 pays 20 % of it. */
export const REBATE_PER_AGENT_MINOR = (INVITEES_PER_AGENT * PROMOTING_STAKE_MINOR * 200 * 2000) / 100_000_000;
/** The prize for 1 qualified invitee (server/content/agent.json). */
export const PRIZE_PER_AGENT_MINOR = 800;

const codeOf = (serial: number) => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let code = '';
  for (let rest = serial, place = 0; place < 8; place++, rest = Math.floor(rest / alphabet.length)) code = alphabet[rest % alphabet.length] + code;
  return code;
};

/** `agents` agents named `${prefix}a<n>`, each with INVITEES_PER_AGENT invitees; answers the agents' ids. */
export async function agentsWithInvitees(db: Kysely<Database>, day: string, agents: number, prefix: string): Promise<number[]> {
  const invitees = await membersWithTurnover(db, day, agents * INVITEES_PER_AGENT, `${prefix}i`);
  const registeredAt = businessDayStart(day) - 2 * 86_400_000;
  const agentIds: number[] = [];
  for (let from = 0; from < agents; from += 500) {
    const serials = Array.from({ length: Math.min(500, agents - from) }, (_, index) => from + index);
    await db.transaction().execute(async (trx) => {
      const rows = await trx
        .insertInto('users')
        .values(
          serials.map((serial) => memberRow(`${prefix}a${serial}`, `6${String(serial).padStart(10, '0')}`, registeredAt)),
        )
        .returning(['id', 'user_name'])
        .execute();
      const idOf = new Map(rows.map((row) => [row.user_name, Number(row.id)]));
      const ids = serials.map((serial) => idOf.get(`${prefix}a${serial}`)!);
      for (const id of ids) await openCentralWallet(trx, id);
      await trx
        .insertInto('agents')
        .values(ids.map((id, index) => ({ user_id: id, invite_code: codeOf(from + index + 1), created_at: registeredAt })))
        .execute();
      await trx
        .insertInto('invitations')
        .values(
          ids.flatMap((id, index) =>
            Array.from({ length: INVITEES_PER_AGENT }, (_, place) => ({
              invitee_id: invitees[(from + index) * INVITEES_PER_AGENT + place],
              inviter_id: id,
              invite_code: codeOf(from + index + 1),
              qualified_day: null,
              created_at: registeredAt,
            })),
          ),
        )
        .execute();
      agentIds.push(...ids);
    });
  }
  return agentIds;
}
