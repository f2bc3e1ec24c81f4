import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { toastMachine } from '../../machines/toast';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(toastMachine, { clock }).start();
  return { actor, clock };
}

describe('toast machine', () => {
  it('shows a notice for 3 seconds: still at 2,999 ms, gone at 3,000 ms', () => {
    const { actor, clock } = start();
    actor.send({ type: 'SHOW', toast: { kind: 'success', messageKey: 'notice.loginSuccess' } });
    expect(actor.getSnapshot().context.current?.messageKey).toBe('notice.loginSuccess');
    clock.increment(2_999);
    expect(actor.getSnapshot().value).toBe('showing');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.current).toBeNull();
  });

  it('queues later notices and shows each in turn', () => {
    const { actor, clock } = start();
    actor.send({ type: 'SHOW', toast: { kind: 'error', text: 'first' } });
    actor.send({ type: 'SHOW', toast: { kind: 'error', text: 'second' } });
    expect(actor.getSnapshot().context.current?.text).toBe('first');
    clock.increment(3_000);
    expect(actor.getSnapshot().context.current?.text).toBe('second');
    clock.increment(2_999);
    expect(actor.getSnapshot().context.current?.text).toBe('second');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('dismissing early gives the next notice its own full 3 seconds', () => {
    const { actor, clock } = start();
    actor.send({ type: 'SHOW', toast: { kind: 'error', text: 'first' } });
    actor.send({ type: 'SHOW', toast: { kind: 'error', text: 'second' } });
    clock.increment(2_000);
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().context.current?.text).toBe('second');
    clock.increment(2_999);
    expect(actor.getSnapshot().context.current?.text).toBe('second');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('can be dismissed early, moving on to the next notice', () => {
    const { actor } = start();
    actor.send({ type: 'SHOW', toast: { kind: 'error', text: 'first' } });
    actor.send({ type: 'SHOW', toast: { kind: 'success', text: 'second' } });
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().context.current?.text).toBe('second');
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

describe('toast machine: nothing left on screen', () => {
  it('a dismissed last notice leaves no notice behind', () => {
    const { actor } = start();
    actor.send({ type: 'SHOW', toast: { kind: 'error', text: 'only' } });
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().context).toEqual({ current: null, queue: [] });
  });
});
