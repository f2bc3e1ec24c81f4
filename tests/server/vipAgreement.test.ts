/**
 * Site and server agree: generated betting histories run through the server's daily job (real bets, runVipDay each
 * business day) and through the VIP machine as the site runs it (an actor fed DAY_CLOSED with the same days'
 * turnover) give the same level on every day, on both engines. The histories include a member who climbs
 * quickly and then bets too little to keep the level for a quarter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { startHarness, type Harness } from './harness';
import { depositHarnessConfig } from './depositFlows';
import { betNow, clockTo, momentOf, vipMember } from './vipFlows';
import { runVipDay } from '../../server/features/vip/vipDay';
import { requirementsOf, vipLevels } from '../../server/features/vip/levels';
import { vipMachine } from '../../machines/vip';
import { dayAfter } from '../../machines/rules/businessDay';
import { VIP_START } from '../../machines/rules/vip';
import { seededRandom } from './seededRandom';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(depositHarnessConfig);
});
afterAll(() => h.close());

const YUAN = 100;
const DAYS = 100;
const START = '2029-04-02';

function histories(seed: number): number[][] {
  const random = seededRandom(seed);
  const pick = (choices: number[]) => choices[Math.floor(random() * choices.length)];
  const steady = Array.from({ length: DAYS }, () => pick([0, 0, 0, 2_000, 8_000, 30_000]) * YUAN);
  const burst = Array.from({ length: DAYS }, () => pick([0, 0, 0, 0, 0, 0, 0, 120_000]) * YUAN);
  // Climbs to VIP2 on the first two days, then bets too little to keep it for a quarter (15,000 a quarter).
  const fading = Array.from({ length: DAYS }, (_, day) => (day === 0 ? 60_000 : day % 10 === 0 ? 1_000 : 0) * YUAN);
  return [steady, burst, fading];
}

describe('the daily job and the site machine', () => {
  it('give the same level every day over 100 generated days', async () => {
    clockTo(h, momentOf(START, 8));
    const plans = histories(20_240_601);
    const members = [];
    for (const [index] of plans.entries()) members.push(await vipMember(h, `agree${index}`));
    const requirements = requirementsOf(await vipLevels(h.db));
    const actors = members.map(() => createActor(vipMachine, { input: { requirements, standing: VIP_START } }).start());
    const server: number[][] = members.map(() => []);
    const site: number[][] = members.map(() => []);
    for (let day = 0; day < DAYS; day += 1) {
      const date = dayAfter(START, day);
      clockTo(h, momentOf(date, 12));
      for (const [index, member] of members.entries()) if (plans[index][day] > 0) await betNow(h, member.userId, plans[index][day]);
      clockTo(h, momentOf(dayAfter(date), 0, 10));
      await runVipDay(h.db, h.clock, date);
      const levels = await h.db.selectFrom('users').select(['id', 'level_id']).where('id', 'in', members.map((member) => member.userId)).execute();
      for (const [index, member] of members.entries()) {
        server[index].push(Number(levels.find((row) => Number(row.id) === member.userId)!.level_id));
        actors[index].send({ type: 'DAY_CLOSED', turnoverMinor: plans[index][day] });
        site[index].push(actors[index].getSnapshot().context.level);
      }
    }
    expect(server).toEqual(site);
    // The histories reach what they are meant to: promotions on both sides and the fading member's relegation.
    expect(Math.max(...server[1])).toBeGreaterThanOrEqual(3);
    expect(server[2][1]).toBe(2);
    expect(server[2].at(-1)).toBe(1);
  }, 600_000);
});
