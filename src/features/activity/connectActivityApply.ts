import type { SnapshotFrom } from 'xstate';
import type { activityApplyMachine, ActivityApplyEvent } from '../../../machines/activityApply';
import { NO_ANSWER_CODE } from '../../../machines/rules/callFailure';

/** Where an application stands, as the apply panel and a gift tier show it (from the machine's tags). */
export type ApplyPlace = 'checking' | 'failed' | 'ready' | 'applying' | 'pending' | 'granted' | 'refused' | 'ineligible';

const PLACES: ReadonlyArray<readonly [tag: string, place: ApplyPlace]> = [
  ['loading', 'checking'],
  ['failed', 'failed'],
  ['canApply', 'ready'],
  ['busy', 'applying'],
  ['pending', 'pending'],
  ['granted', 'granted'],
  ['refused', 'refused'],
  ['ineligible', 'ineligible'],
];

/**
 * The apply panel from its machine (machines/activityApply.ts): where the member stands, why they may not apply
 * (the server's words), what the application is worth and became, and the two things a member can do.
 */
export function connectActivityApply(state: SnapshotFrom<typeof activityApplyMachine>, send: (event: ActivityApplyEvent) => void) {
  const { standing, failure } = state.context;
  const place = PLACES.find(([tag]) => state.hasTag(tag))?.[1] ?? 'checking';
  return {
    place,
    canApply: place === 'ready' || place === 'applying',
    busy: place === 'applying',
    problems: standing?.problems ?? [],
    bonus: standing?.bonus ?? null,
    latest: standing?.latest ?? null,
    /**
     * Why the last application did not go through, while the member may try again: the server's words, or a locale key
     * when no answer came. (A standing that could not be read is the failed place itself.)
     */
    failure: failure === null || place !== 'ready' ? null : failure.code === NO_ANSWER_CODE ? { key: failure.msg ?? 'call.network' } : { text: failure.msg ?? '' },
    apply: () => send({ type: 'APPLY' }),
    check: () => send({ type: 'CHECK' }),
  };
}

export type ApplyView = ReturnType<typeof connectActivityApply>;
