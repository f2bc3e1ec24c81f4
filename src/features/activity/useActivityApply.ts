import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise, type ActorOptions, type AnyActorLogic } from 'xstate';
import { activityApplyMachine, type ApplyStanding } from '../../../machines/activityApply';
import * as activityApi from '../../api/activity';
import { useSiteActors } from '../../session/SiteActorsContext';
import { afterMoneyMoved } from '../../session/afterMoneyMoved';
import { connectActivityApply } from './connectActivityApply';

/** The calls an application makes; the page gives the API's, a test its own. */
export interface ApplyCalls {
  checkStanding: (target: { activityId: number; tier: number | null }) => Promise<ApplyStanding>;
  apply: (target: { activityId: number; tier: number | null }) => Promise<ApplyStanding['latest'] & object>;
}

export const API_APPLY_CALLS: ApplyCalls = {
  checkStanding: (target) => activityApi.getApplyStanding(target, { handles: 'all' }),
  apply: activityApi.applyActivity,
};

type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

/**
 * An application's machine for an activity (or a betting gift's tier), wired to the calls; a grant reads the
 * balance again. `clock`: the review poll's clock, the page's own unless a test gives a simulated one.
 */
export function useActivityApply(input: { activityId: number; tier: number | null; standing: ApplyStanding | null }, calls: ApplyCalls = API_APPLY_CALLS, clock?: Clock) {
  const { session, inspect } = useSiteActors();
  const [logic] = useState(() =>
    activityApplyMachine.provide({
      actors: {
        checkStanding: fromPromise(({ input: target }) => calls.checkStanding(target)),
        apply: fromPromise(({ input: target }) => calls.apply(target)),
      },
      actions: { granted: () => afterMoneyMoved(session) },
    }),
  );
  // An actor given `clock: undefined` has no clock at all: the option is passed only when there is one.
  const [state, send] = useMachine(logic, clock ? { inspect, clock, input } : { inspect, input });
  return connectActivityApply(state, send);
}
