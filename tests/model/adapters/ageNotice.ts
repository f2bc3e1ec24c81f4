import type { AnyMachineSnapshot } from 'xstate';
import { AGE_NOTICE_REPEAT_MS } from '../../../machines/ageNotice';
import type { ModelAdapter } from '../model';

export const NOW = Date.UTC(2026, 10, 21, 12);

export const ageNoticeModel: ModelAdapter = {
  flowId: 'ageNotice',
  scenarios: [
    { name: 'first visit', input: { storedAt: null, now: NOW } },
    { name: 'seen an hour ago', input: { storedAt: NOW - 3_600_000, now: NOW } },
    { name: 'seen a day ago', input: { storedAt: NOW - AGE_NOTICE_REPEAT_MS, now: NOW } },
  ],
  events: [{ type: 'DISMISS', at: NOW }, { type: 'LEAVE' }, { type: 'xstate.after.untilDue.ageNotice.hidden' }],
  serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, snapshot.context.storedAt]),
};
