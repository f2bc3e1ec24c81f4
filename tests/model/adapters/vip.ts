import type { AnyMachineSnapshot } from 'xstate';
import type { ModelAdapter } from '../model';
import type { VipInput } from '../../../machines/vip';

/** Small requirements (minor units) so one day's turnover of 100 promotes by a level; keeping a level asks 10 per level. */
export const PLAN_REQUIREMENTS = {
  promotionMinor: [0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000],
  keepMinor: [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100],
};

const scenario = (name: string, level: number, countedMinor: number, quarterDays: number) => ({
  name,
  input: { requirements: PLAN_REQUIREMENTS, standing: { level, countedMinor, quarterDays, quarterMinor: 0 } } satisfies VipInput,
});

export const vipModel: ModelAdapter = {
  flowId: 'vip',
  scenarios: [
    scenario('a new member', 0, 0, 0),
    scenario('VIP0 on the last day of a quarter', 0, 0, 89),
    scenario('VIP1 on the last day of a quarter', 1, 100, 89),
    scenario('VIP5 on the last day of a quarter', 5, 500, 89),
    scenario('VIP9 one day from VIP10', 9, 900, 0),
    scenario('VIP10 on the last day of a quarter', 10, 1000, 89),
  ],
  events: [
    { type: 'DAY_CLOSED', turnoverMinor: 0 },
    { type: 'DAY_CLOSED', turnoverMinor: 100 },
  ],
  serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, snapshot.context.level, snapshot.context.lastChange]),
  // Simple paths walk the days that promote only: with quiet days too they would interleave eleven levels and
  // every change into thousands of paths that reach no transition the shortest and transition paths miss.
  simplePathEvents: (event) => (event as { turnoverMinor?: number }).turnoverMinor !== 0,
};
