import type { AnyMachineSnapshot } from 'xstate';
import type { ModelAdapter } from '../model';

export const WIDE = { contentWidth: 900, boxWidth: 600 };
export const NARROW = { contentWidth: 300, boxWidth: 600 };

export const tickerModel: ModelAdapter = {
  flowId: 'ticker',
  scenarios: [{ name: 'announcement ticker' }],
  events: [
    { type: 'MEASURE', ...WIDE },
    { type: 'MEASURE', ...NARROW },
    { type: 'HOVER' },
    { type: 'LEAVE' },
    { type: 'xstate.after.step.ticker.scrolling.running' },
  ],
  // The offset grows with every step; states differ by where the ticker is, not how far it has run.
  serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, snapshot.context.offset > 0]),
};
