import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { AGE_NOTICE_REPEAT_MS, ageNoticeMachine } from '../../machines/ageNotice';

const NOW = Date.UTC(2026, 10, 21, 12);

function start(storedAt: number | null, now = NOW) {
  const clock = new SimulatedClock();
  const storeShownAt = vi.fn();
  const actor = createActor(ageNoticeMachine.provide({ actions: { storeShownAt: (_, params) => storeShownAt(params) } }), {
    input: { storedAt, now },
    clock,
  }).start();
  return { actor, clock, storeShownAt };
}

describe('age notice machine', () => {
  it('shows when no display time is stored', () => {
    expect(start(null).actor.getSnapshot().value).toBe('showing');
  });

  it('stays hidden within 24 hours of the stored time', () => {
    expect(start(NOW - AGE_NOTICE_REPEAT_MS + 1).actor.getSnapshot().value).toBe('hidden');
  });

  it('shows again once 24 hours have passed', () => {
    expect(start(NOW - AGE_NOTICE_REPEAT_MS).actor.getSnapshot().value).toBe('showing');
  });

  it('dismissing stores the time and hides it', () => {
    const { actor, storeShownAt } = start(null);
    actor.send({ type: 'DISMISS', at: NOW });
    expect(storeShownAt).toHaveBeenCalledWith({ at: NOW });
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('a page left open shows it again 24 hours after the dismissal', () => {
    const { actor, clock } = start(null);
    actor.send({ type: 'DISMISS', at: NOW });
    clock.increment(AGE_NOTICE_REPEAT_MS - 1);
    expect(actor.getSnapshot().value).toBe('hidden');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('showing');
  });

  it('a notice seen an hour ago comes back after the remaining 23 hours', () => {
    const { actor, clock } = start(NOW - 3_600_000);
    clock.increment(AGE_NOTICE_REPEAT_MS - 3_600_000 - 1);
    expect(actor.getSnapshot().value).toBe('hidden');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('showing');
  });
});
