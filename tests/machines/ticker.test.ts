import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { tickerMachine } from '../../machines/ticker';

// Spec section 9: the ticker steps 5 px every 120 ms. Written out here, never read from the machine's constants.
const SPEC_STEP_PX = 5;
const SPEC_STEP_MS = 120;

function start(contentWidth: number, boxWidth: number) {
  const clock = new SimulatedClock();
  const actor = createActor(tickerMachine, { clock }).start();
  actor.send({ type: 'MEASURE', contentWidth, boxWidth });
  const offset = () => actor.getSnapshot().context.offset;
  // A simulated clock fires one step per advance: each step schedules the next from its own time.
  const steps = (count: number) => {
    for (let step = 0; step < count; step++) clock.increment(SPEC_STEP_MS);
  };
  return { actor, clock, offset, steps };
}

describe('ticker machine', () => {
  it('waits unmoved for its first measurement', () => {
    const clock = new SimulatedClock();
    const actor = createActor(tickerMachine, { clock }).start();
    clock.increment(1_200);
    expect(actor.getSnapshot().value).toBe('measuring');
    expect(actor.getSnapshot().context).toEqual({ offset: 0, contentWidth: 0, boxWidth: 0 });
  });

  it('has not moved at 119 ms and has moved exactly 5 px at 120 ms (spec: 5 px per 120 ms)', () => {
    const { clock, offset } = start(900, 600);
    clock.increment(119);
    expect(offset()).toBe(0);
    clock.increment(1);
    expect(offset()).toBe(5);
  });

  it('moves 5 px more every further 120 ms, and not before', () => {
    const { clock, offset, steps } = start(900, 600);
    steps(1);
    clock.increment(119);
    expect(offset()).toBe(5);
    clock.increment(1);
    expect(offset()).toBe(10);
    steps(8);
    expect(offset()).toBe(50);
  });

  it('does not scroll text that fits', () => {
    const { actor, offset, steps } = start(300, 600);
    steps(20);
    expect(offset()).toBe(0);
    expect(actor.getSnapshot().value).toBe('fitting');
  });

  it('does not scroll text exactly as wide as its box', () => {
    const { actor, offset, steps } = start(600, 600);
    steps(5);
    expect(offset()).toBe(0);
    expect(actor.getSnapshot().value).toBe('fitting');
  });

  it('pauses on hover and resumes after', () => {
    const { actor, offset, steps } = start(900, 600);
    steps(2);
    actor.send({ type: 'HOVER' });
    steps(10);
    expect(offset()).toBe(10);
    actor.send({ type: 'LEAVE' });
    steps(1);
    expect(offset()).toBe(15);
  });

  it('wraps after one copy of the text, since the text is shown twice', () => {
    const { offset, steps } = start(50, 20);
    steps(9);
    expect(offset()).toBe(45);
    steps(1);
    expect(offset()).toBe(0);
    steps(1);
    expect(offset()).toBe(SPEC_STEP_PX);
  });

  it('text narrower than one step still wraps to the start', () => {
    const { offset, steps } = start(3, 2);
    steps(1);
    expect(offset()).toBe(0);
    steps(1);
    expect(offset()).toBe(0);
  });

  it('measures again when the text or box changes size', () => {
    const { actor, offset, steps } = start(900, 600);
    steps(3);
    actor.send({ type: 'MEASURE', contentWidth: 900, boxWidth: 1200 });
    expect(actor.getSnapshot().value).toBe('fitting');
    expect(offset()).toBe(0);
  });
});

describe('ticker machine: the tags the page shows, and a text that stops fitting', () => {
  it('says scrolling while it scrolls and paused under the pointer; a fitting text that grows starts scrolling', () => {
    const { actor } = start(300, 400);
    expect(actor.getSnapshot().value).toBe('fitting');
    expect([...actor.getSnapshot().tags]).toEqual([]);
    actor.send({ type: 'MEASURE', contentWidth: 500, boxWidth: 400 });
    expect([...actor.getSnapshot().tags]).toEqual(['scrolling']);
    actor.send({ type: 'HOVER' });
    expect([...actor.getSnapshot().tags].sort()).toEqual(['paused', 'scrolling']);
  });
});
