import type { AnyMachineSnapshot } from 'xstate';
import type { ModelAdapter, ModelEvent } from '../model';

const MAX_QUEUED = 1;

export const toastModel: ModelAdapter = {
  flowId: 'toast',
  scenarios: [{ name: 'notices' }],
  events: (snapshot: AnyMachineSnapshot) => {
    const events: ModelEvent[] = [{ type: 'DISMISS' }, { type: 'xstate.after.toastDuration.toast.showing' }];
    // A bounded queue keeps the model finite; one waiting notice exercises every transition.
    if (snapshot.context.queue.length < MAX_QUEUED) {
      events.push({ type: 'SHOW', toast: { kind: 'success', messageKey: 'notice.loginSuccess' } });
    }
    return events;
  },
  serializeState: (snapshot: AnyMachineSnapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.current !== null, snapshot.context.queue.length]),
};
