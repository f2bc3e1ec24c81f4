import type { AnyMachineSnapshot } from 'xstate';
import type { ModelAdapter, ModelEvent } from '../model';

/** Three slides walk every index, wrap both ways and the timer. */
export const BANNER_SLIDES = 3;

export const bannerModel: ModelAdapter = {
  flowId: 'banner',
  scenarios: [{ name: 'home banner' }],
  events: (snapshot: AnyMachineSnapshot) => {
    const events: ModelEvent[] = [
      { type: 'SET_SLIDES', count: BANNER_SLIDES },
      { type: 'SET_SLIDES', count: 1 },
      { type: 'NEXT' },
      { type: 'PREV' },
      { type: 'GO', index: 0 },
      { type: 'GO', index: BANNER_SLIDES },
      { type: 'OPEN', activityId: 101 },
      { type: 'OPEN', activityId: null },
      { type: 'xstate.after.rotation.banner.rotating' },
    ];
    return snapshot.context.count === BANNER_SLIDES ? events : events.filter((event) => event.type !== 'GO');
  },
  serializeState: (snapshot: AnyMachineSnapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.count, snapshot.context.index]),
};
