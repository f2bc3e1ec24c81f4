import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { ageNoticeMachine } from '../../machines/ageNotice';

const NOW = Date.UTC(2026, 10, 21, 12);
// Spec section 9: the age notice repeats after 24 h, 86,400,000 ms. Written out, never read from the machine.
const SPEC_REPEAT_MS = 86_400_000;

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

  it('stays hidden when stored 86,399,999 ms ago', () => {
    expect(start(NOW - 86_399_999).actor.getSnapshot().value).toBe('hidden');
  });

  it('shows when stored 86,400,000 ms ago (spec: 24 h)', () => {
    expect(start(NOW - 86_400_000).actor.getSnapshot().value).toBe('showing');
  });

  it('stays hidden when stored just now', () => {
    expect(start(NOW).actor.getSnapshot().value).toBe('hidden');
  });

  it('a time stored an hour ahead (the clock was set back) hides it until 24 hours after that time', () => {
    const { actor, clock } = start(NOW + 3_600_000);
    expect(actor.getSnapshot().value).toBe('hidden');
    clock.increment(SPEC_REPEAT_MS + 3_600_000 - 1);
    expect(actor.getSnapshot().value).toBe('hidden');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('showing');
  });

  it('dismissing stores the time and hides it', () => {
    const { actor, storeShownAt } = start(null);
    actor.send({ type: 'DISMISS', at: NOW });
    expect(storeShownAt).toHaveBeenCalledWith({ at: NOW });
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('a dismissal starts the 24 hours again from its own time, not from the old stored time', () => {
    const { actor, clock } = start(NOW - 90_000_000);
    expect(actor.getSnapshot().value).toBe('showing');
    actor.send({ type: 'DISMISS', at: NOW });
    clock.increment(86_399_999);
    expect(actor.getSnapshot().value).toBe('hidden');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('showing');
  });

  it('a page left open shows it again 24 hours after the dismissal', () => {
    const { actor, clock } = start(null);
    actor.send({ type: 'DISMISS', at: NOW });
    clock.increment(86_399_999);
    expect(actor.getSnapshot().value).toBe('hidden');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('showing');
  });

  it('a notice seen an hour ago comes back after the remaining 23 hours', () => {
    const { actor, clock } = start(NOW - 3_600_000);
    clock.increment(SPEC_REPEAT_MS - 3_600_000 - 1);
    expect(actor.getSnapshot().value).toBe('hidden');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('showing');
  });
});

describe('age notice machine: leaving (issue 27)', () => {
  it('a visitor who leaves sees the farewell; nothing is stored, so the next visit asks again', () => {
    const { actor, storeShownAt } = start(null);
    actor.send({ type: 'LEAVE' });
    expect(actor.getSnapshot().value).toBe('left');
    expect(actor.getSnapshot().hasTag('farewell')).toBe(true);
    expect(actor.getSnapshot().hasTag('showing')).toBe(false);
    expect(storeShownAt).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.storedAt).toBeNull();
  });

  it('the farewell stays: no dismissal and no 24-hour timer lead back into the site', () => {
    const { actor, clock } = start(null);
    actor.send({ type: 'LEAVE' });
    actor.send({ type: 'DISMISS', at: NOW });
    expect(actor.getSnapshot().value).toBe('left');
    clock.increment(SPEC_REPEAT_MS * 2);
    expect(actor.getSnapshot().value).toBe('left');
  });

  it('leaving is only possible while the notice shows', () => {
    const { actor } = start(NOW);
    actor.send({ type: 'LEAVE' });
    expect(actor.getSnapshot().value).toBe('hidden');
  });
});

describe('age notice machine: the tag the page shows', () => {
  it('is tagged showing while shown, and not once dismissed', () => {
    const { actor } = start(null);
    expect(actor.getSnapshot().hasTag('showing')).toBe(true);
    actor.send({ type: 'DISMISS', at: NOW });
    expect(actor.getSnapshot().hasTag('showing')).toBe(false);
  });
});
