import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { COUNTDOWN_TICK_MS, welfareItemMachine, type WelfareItemInput } from '../../machines/welfareItem';
import { nextWeeklyPacketWindow, weeklyPacketWindow } from '../../machines/rules/welfare';
import { businessDayStart, HOUR_MS } from '../../machines/rules/businessDay';

// Saturday 28 November 2026 (UTC+8).
const SATURDAY = '2026-11-28';
const LOW = weeklyPacketWindow(SATURDAY, 3); // VIP1-5: Saturday 01:00 to the end of Wednesday
const at = (day: string, time: string) => Date.parse(`${day}T${time}+08:00`);

function start(input: WelfareItemInput, claim: () => Promise<{ claimedAt: number }> = async () => ({ claimedAt: input.now })) {
  const clock = new SimulatedClock();
  const claimed: number[] = [];
  const actor = createActor(
    welfareItemMachine.provide({ actors: { claim: fromPromise(claim) }, actions: { claimed: ({ context }) => void claimed.push(context.claimedAt!) } }),
    { input, clock },
  );
  actor.start();
  return { actor, clock, claimed, value: () => actor.getSnapshot().value };
}

describe('the weekly red packet’s window at its edges (spec section 4)', () => {
  it('VIP1-5 open at Saturday 01:00:00, VIP6-10 at 13:00:00, both close when Wednesday 23:59:59 ends', () => {
    expect(LOW.availableFrom).toBe(at(SATURDAY, '01:00:00'));
    expect(weeklyPacketWindow(SATURDAY, 6).availableFrom).toBe(at(SATURDAY, '13:00:00'));
    expect(LOW.expiresAt).toBe(at('2026-12-03', '00:00:00')); // Thursday
    expect(start({ ...LOW, claimedAt: null, now: at(SATURDAY, '00:59:59') }).value()).toBe('upcoming');
    expect(start({ ...LOW, claimedAt: null, now: at(SATURDAY, '01:00:00') }).value()).toBe('claimable');
    expect(start({ ...LOW, claimedAt: null, now: at('2026-12-02', '23:59:59') }).value()).toBe('claimable');
    expect(start({ ...LOW, claimedAt: null, now: at('2026-12-03', '00:00:00') }).value()).toBe('expired');
  });

  it('the next packet for the countdown: this Saturday’s until it opens, then next week’s; none for VIP0', () => {
    expect(nextWeeklyPacketWindow(at(SATURDAY, '00:59:59'), 3)).toEqual(LOW);
    expect(nextWeeklyPacketWindow(at(SATURDAY, '01:00:00'), 3)).toEqual(weeklyPacketWindow('2026-12-05', 3));
    expect(nextWeeklyPacketWindow(at(SATURDAY, '12:59:59'), 6)).toEqual(weeklyPacketWindow(SATURDAY, 6));
    expect(nextWeeklyPacketWindow(at(SATURDAY, '13:00:00'), 6)).toEqual(weeklyPacketWindow('2026-12-05', 6));
    expect(nextWeeklyPacketWindow(at('2026-11-25', '10:00:00'), 1)).toEqual(weeklyPacketWindow(SATURDAY, 1));
    expect(nextWeeklyPacketWindow(at(SATURDAY, '00:00:00'), 0)).toBeNull();
  });
});

describe('a welfare item’s countdowns are the machine’s timer', () => {
  it('an upcoming packet opens on the tick that reaches 01:00:00, not a second before', () => {
    const { clock, value } = start({ ...LOW, claimedAt: null, now: at(SATURDAY, '00:59:58') });
    expect(value()).toBe('upcoming');
    clock.increment(COUNTDOWN_TICK_MS);
    expect(value()).toBe('upcoming');
    clock.increment(COUNTDOWN_TICK_MS);
    expect(value()).toBe('claimable');
  });

  it('a claimable gift expires on the tick that reaches its end', () => {
    const { actor, clock, value } = start({ availableFrom: businessDayStart(SATURDAY), expiresAt: businessDayStart(SATURDAY) + 3 * 24 * HOUR_MS, claimedAt: null, now: businessDayStart(SATURDAY) + 3 * 24 * HOUR_MS - 2000 });
    clock.increment(COUNTDOWN_TICK_MS);
    expect(value()).toBe('claimable');
    expect(actor.getSnapshot().context.now).toBe(actor.getSnapshot().context.expiresAt - 1000);
    clock.increment(COUNTDOWN_TICK_MS);
    expect(value()).toBe('expired');
    expect(actor.getSnapshot().can({ type: 'CLAIM' })).toBe(false);
  });
});

describe('claiming', () => {
  const open = { ...LOW, claimedAt: null, now: at(SATURDAY, '02:00:00') };

  it('a claim the server answers ends claimed, once, and tells the page', async () => {
    const { actor, claimed } = start(open, async () => ({ claimedAt: open.now + 5 }));
    actor.send({ type: 'CLAIM' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('claimed');
    expect(claimed).toEqual([open.now + 5]);
    expect(actor.getSnapshot().can({ type: 'CLAIM' })).toBe(false);
  });

  it('a refusal for good (claimed elsewhere: 409) keeps the server’s message and offers no second try', async () => {
    const { actor, claimed } = start(open, () => Promise.reject({ code: 409, msg: 'This item was already claimed' }));
    actor.send({ type: 'CLAIM' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.failure).toEqual({ code: 409, msg: 'This item was already claimed', field: null });
    expect(claimed).toEqual([]);
  });

  it('no answer returns to claimable with the message, and a second try clears it', async () => {
    let calls = 0;
    const { actor } = start(open, () => (++calls === 1 ? Promise.reject({ code: -1, msg: null }) : Promise.resolve({ claimedAt: open.now })));
    actor.send({ type: 'CLAIM' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('claimable');
    expect(actor.getSnapshot().context.failure?.code).toBe(-1);
    actor.send({ type: 'CLAIM' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('claimed');
  });

  it('an item claimed before starts claimed', () => {
    expect(start({ ...open, claimedAt: open.now - 1 }).value()).toBe('claimed');
  });
});

describe('a countdown on the device’s time', () => {
  it('a tick that comes late (a hidden tab) reads the time it is, so the window still opens and closes on time', () => {
    let deviceNow = at(SATURDAY, '00:59:00');
    const { clock, value, actor } = start({ ...LOW, claimedAt: null, now: deviceNow, readNow: () => deviceNow });
    // The browser held the timer back for a minute: one tick, sixty seconds later.
    deviceNow += 60_000;
    clock.increment(COUNTDOWN_TICK_MS);
    expect(value()).toBe('claimable');
    expect(actor.getSnapshot().context.now).toBe(at(SATURDAY, '01:00:00'));
    deviceNow = LOW.expiresAt;
    clock.increment(COUNTDOWN_TICK_MS);
    expect(value()).toBe('expired');
  });
});
