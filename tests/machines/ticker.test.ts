import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { TICKER_STEP_MS, TICKER_STEP_PX, tickerMachine } from '../../machines/ticker';

function start(contentWidth: number, boxWidth: number) {
  const clock = new SimulatedClock();
  const actor = createActor(tickerMachine, { clock }).start();
  actor.send({ type: 'MEASURE', contentWidth, boxWidth });
  const offset = () => actor.getSnapshot().context.offset;
  // A simulated clock fires one step per advance: each step schedules the next from its own time.
  const steps = (count: number) => {
    for (let step = 0; step < count; step++) clock.increment(TICKER_STEP_MS);
  };
  return { actor, clock, offset, steps };
}

describe('ticker machine', () => {
  it(`scrolls ${TICKER_STEP_PX} px every ${TICKER_STEP_MS} ms when the text is wider than its box`, () => {
    const { clock, offset, steps } = start(900, 600);
    clock.increment(TICKER_STEP_MS - 1);
    expect(offset()).toBe(0);
    clock.increment(1);
    expect(offset()).toBe(TICKER_STEP_PX);
    steps(9);
    expect(offset()).toBe(TICKER_STEP_PX * 10);
  });

  it('does not scroll text that fits', () => {
    const { actor, offset, steps } = start(300, 600);
    steps(20);
    expect(offset()).toBe(0);
    expect(actor.getSnapshot().value).toBe('fitting');
  });

  it('pauses on hover and resumes after', () => {
    const { actor, offset, steps } = start(900, 600);
    steps(2);
    actor.send({ type: 'HOVER' });
    steps(10);
    expect(offset()).toBe(TICKER_STEP_PX * 2);
    actor.send({ type: 'LEAVE' });
    steps(1);
    expect(offset()).toBe(TICKER_STEP_PX * 3);
  });

  it('wraps after one copy of the text, since the text is shown twice', () => {
    const { offset, steps } = start(50, 20);
    steps(10);
    expect(offset()).toBe(0);
    steps(1);
    expect(offset()).toBe(TICKER_STEP_PX);
  });

  it('measures again when the text or box changes size', () => {
    const { actor, offset, steps } = start(900, 600);
    steps(3);
    actor.send({ type: 'MEASURE', contentWidth: 900, boxWidth: 1200 });
    expect(actor.getSnapshot().value).toBe('fitting');
    expect(offset()).toBe(0);
  });
});
