import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The claim rows of migration 020: one per (job, slot), so that of several servers on one database exactly
 * one runs a slot. Times here are real time (`now`), never the server clock: a lease says whether a claimer
 * is still alive.
 */

/** What a claim attempt found: ours to run, already run by someone, or held by a live claimer (or waiting to be retried). */
export type ClaimOutcome = 'won' | 'done' | 'held';

export interface Claimer {
  /** Who claims: the process (host, pid and a random part), written into the rows it takes. */
  owner: string;
  /** How long a claim stays its claimer's without being renewed. */
  leaseMs: number;
}

export async function claimSlot(db: Kysely<Database>, claimer: Claimer, job: string, slot: number, now: number): Promise<ClaimOutcome> {
  const fresh = await db
    .insertInto('job_claims')
    .values({ job, slot, claimed_by: claimer.owner, attempts: 1, started_at: now, lease_until: now + claimer.leaseMs, finished_at: null })
    .onConflict((oc) => oc.columns(['job', 'slot']).doNothing())
    .returning('job')
    .executeTakeFirst();
  if (fresh) return 'won';
  // An unfinished claim whose lease has passed: its claimer died (or its run failed and may be tried again).
  const takenOver = await db
    .updateTable('job_claims')
    .set({ claimed_by: claimer.owner, attempts: sql<number>`attempts + 1`, started_at: now, lease_until: now + claimer.leaseMs })
    .where('job', '=', job)
    .where('slot', '=', slot)
    .where('finished_at', 'is', null)
    .where('lease_until', '<=', now)
    .returning('job')
    .executeTakeFirst();
  if (takenOver) return 'won';
  const row = await db.selectFrom('job_claims').select('finished_at').where('job', '=', job).where('slot', '=', slot).executeTakeFirst();
  return row?.finished_at != null ? 'done' : 'held';
}

/** Keeps a running claim ours; false when it is no longer (another server took it over after our lease passed). */
export async function renewClaim(db: Kysely<Database>, claimer: Claimer, job: string, slot: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('job_claims')
    .set({ lease_until: now + claimer.leaseMs })
    .where('job', '=', job)
    .where('slot', '=', slot)
    .where('claimed_by', '=', claimer.owner)
    .where('finished_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function finishClaim(db: Kysely<Database>, claimer: Claimer, job: string, slot: number, now: number): Promise<void> {
  await db
    .updateTable('job_claims')
    .set({ finished_at: now })
    .where('job', '=', job)
    .where('slot', '=', slot)
    .where('claimed_by', '=', claimer.owner)
    .where('finished_at', 'is', null)
    .execute();
}

/** A failed run: the slot stays unfinished, held until `retryAt`, when any server may take it over and run it again. */
export async function failClaim(db: Kysely<Database>, claimer: Claimer, job: string, slot: number, retryAt: number): Promise<void> {
  await db
    .updateTable('job_claims')
    .set({ lease_until: retryAt })
    .where('job', '=', job)
    .where('slot', '=', slot)
    .where('claimed_by', '=', claimer.owner)
    .where('finished_at', 'is', null)
    .execute();
}

/**
 * Where a job's runs stand, for a server starting: just before its oldest unfinished claim (a run whose server
 * died, or that failed, is taken up first), else its newest slot, else null (it never ran).
 */
export async function resumeAfter(db: Kysely<Database>, job: string): Promise<number | null> {
  const row = await db
    .selectFrom('job_claims')
    .select([sql<number | null>`min(case when finished_at is null then slot end)`.as('unfinished'), sql<number | null>`max(slot)`.as('newest')])
    .where('job', '=', job)
    .executeTakeFirst();
  if (row?.unfinished != null) return Number(row.unfinished) - 1;
  return row?.newest == null ? null : Number(row.newest);
}

/** Claims finished before `before` say nothing any more, except each job's newest, which marks where the job stands. */
export async function purgeOldClaims(db: Kysely<Database>, before: number): Promise<number> {
  const result = await db
    .deleteFrom('job_claims')
    .where('finished_at', '<', before)
    .where(sql<boolean>`slot < (select max(newer.slot) from job_claims newer where newer.job = job_claims.job)`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
