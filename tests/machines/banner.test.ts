import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { bannerMachine } from '../../machines/banner';

// Spec section 9: the banner rotates every 5 s. Written out here, never read from the machine's constant.
const SPEC_ROTATION_MS = 5_000;

function start(count = 3) {
  const clock = new SimulatedClock();
  const openActivity = vi.fn();
  const actor = createActor(bannerMachine.provide({ actions: { openActivity: (_, params) => openActivity(params) } }), {
    clock,
  }).start();
  actor.send({ type: 'SET_SLIDES', count });
  const index = () => actor.getSnapshot().context.index;
  return { actor, clock, openActivity, index };
}

describe('banner machine', () => {
  it('has not moved at 4,999 ms and has at 5,000 ms (spec: 5 s)', () => {
    const { clock, index } = start(3);
    clock.increment(4_999);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
  });

  it('advances every 5 s and wraps to the first slide', () => {
    const { clock, index } = start(3);
    clock.increment(5_000);
    expect(index()).toBe(1);
    clock.increment(4_999);
    expect(index()).toBe(1);
    clock.increment(1);
    expect(index()).toBe(2);
    clock.increment(5_000);
    expect(index()).toBe(0);
  });

  it('previous from the first slide wraps to the last', () => {
    const { actor, index } = start(3);
    actor.send({ type: 'PREV' });
    expect(index()).toBe(2);
  });

  it.each([
    ['a dot', { type: 'GO', index: 2 } as const, 2],
    ['next', { type: 'NEXT' } as const, 1],
    ['previous', { type: 'PREV' } as const, 2],
  ])('%s resets the timer', (_, event, expected) => {
    const { actor, clock, index } = start(3);
    clock.increment(4_000);
    actor.send(event);
    expect(index()).toBe(expected);
    clock.increment(4_999);
    expect(index()).toBe(expected);
    clock.increment(1);
    expect(index()).toBe((expected + 1) % 3);
  });

  it.each([3, -1, 1.5])('ignores a dot that names no slide (%s) and keeps the timer running', (dot) => {
    const { actor, clock, index } = start(3);
    clock.increment(4_000);
    actor.send({ type: 'GO', index: dot });
    expect(index()).toBe(0);
    clock.increment(1_000);
    expect(index()).toBe(1);
  });

  it('rotates with two slides, the fewest that rotate', () => {
    const { clock, index } = start(2);
    clock.increment(5_000);
    expect(index()).toBe(1);
    clock.increment(5_000);
    expect(index()).toBe(0);
  });

  it('new slides while rotating keep the current slide and restart the 5 s', () => {
    const { actor, clock, index } = start(3);
    actor.send({ type: 'GO', index: 2 });
    clock.increment(4_000);
    actor.send({ type: 'SET_SLIDES', count: 4 });
    expect(index()).toBe(2);
    clock.increment(4_999);
    expect(index()).toBe(2);
    clock.increment(1);
    expect(index()).toBe(3);
  });

  it('no slides at all leaves the index at the first slide', () => {
    const { actor, clock, index } = start(3);
    actor.send({ type: 'GO', index: 1 });
    actor.send({ type: 'SET_SLIDES', count: 0 });
    expect(index()).toBe(0);
    expect(actor.getSnapshot().value).toBe('still');
    clock.increment(5_000);
    expect(index()).toBe(0);
  });

  it('stays still with a single slide', () => {
    const { actor, clock, index } = start(1);
    expect(actor.getSnapshot().context.count).toBe(1);
    clock.increment(3 * SPEC_ROTATION_MS);
    expect(index()).toBe(0);
    expect(actor.getSnapshot().value).toBe('still');
  });

  it('stops rotating when the slides shrink to one, keeping the index in range', () => {
    const { actor, clock, index } = start(3);
    actor.send({ type: 'GO', index: 2 });
    actor.send({ type: 'SET_SLIDES', count: 1 });
    expect(index()).toBe(0);
    clock.increment(SPEC_ROTATION_MS);
    expect(actor.getSnapshot().value).toBe('still');
  });

  it('opens the activity of a slide that has one, and nothing otherwise', () => {
    const { actor, openActivity } = start(3);
    actor.send({ type: 'OPEN', activityId: null });
    expect(openActivity).not.toHaveBeenCalled();
    actor.send({ type: 'OPEN', activityId: 7 });
    expect(openActivity).toHaveBeenCalledWith({ activityId: 7 });
  });
});

describe('banner machine: the first dot', () => {
  it('the first slide’s dot goes back to it and restarts the 5 s', () => {
    const { actor, clock, index } = start(3);
    actor.send({ type: 'NEXT' });
    clock.increment(4_000);
    actor.send({ type: 'GO', index: 0 });
    expect(index()).toBe(0);
    clock.increment(4_999);
    expect(index()).toBe(0);
  });
});
