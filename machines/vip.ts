import { assign, setup, transition } from 'xstate';
import { closeVipDay, VIP_LEVEL_MAX, VIP_LEVEL_MIN, type VipDayChange, type VipRequirements, type VipStanding } from './rules/vip';

/**
 * A member's VIP level (spec section 4), one business day (UTC+8) at a time: the day closes with its
 * valid turnover (DAY_CLOSED), and the member rises one level when the counted turnover reaches the next
 * level's requirement (at most one a day, never past the next level), or, when a 90-day quarter ends short
 * of the level's keep turnover, falls one; a promotion starts a new quarter. The states are where the
 * level stands: at the floor (0), between (1-9), at the ceiling (10), which is where the two limits live.
 *
 * The server's daily job (server/features/vip/vipDay.ts) drives this machine for every member; the site
 * starts it from the member's standing to show what the next days would bring. The rule of one day is
 * machines/rules/vip.ts closeVipDay; the guards ask it which way the day goes, the actions keep its result.
 */

export interface VipInput {
  requirements: VipRequirements;
  standing: VipStanding;
}

export interface VipContext extends VipStanding {
  requirements: VipRequirements;
  /** What the last closed day did. */
  lastChange: VipDayChange | null;
}

export type VipEvent = { type: 'DAY_CLOSED'; turnoverMinor: number };

const dayOutcome = (context: VipContext, turnoverMinor: number) => closeVipDay(context, context.requirements, turnoverMinor);

export const vipMachine = setup({
  types: {
    context: {} as VipContext,
    events: {} as VipEvent,
    input: {} as VipInput,
  },
  actions: {
    closeDay: assign(({ context, event }) => {
      const { standing, change } = dayOutcome(context, event.turnoverMinor);
      return { ...standing, lastChange: change };
    }),
  },
  guards: {
    atFloor: ({ context }) => context.level <= VIP_LEVEL_MIN,
    atCeiling: ({ context }) => context.level >= VIP_LEVEL_MAX,
    promotes: ({ context, event }) => dayOutcome(context, event.turnoverMinor).change === 'promoted',
    promotesToCeiling: ({ context, event }) => context.level === VIP_LEVEL_MAX - 1 && dayOutcome(context, event.turnoverMinor).change === 'promoted',
    relegates: ({ context, event }) => dayOutcome(context, event.turnoverMinor).change === 'relegated',
    relegatesToFloor: ({ context, event }) => context.level === VIP_LEVEL_MIN + 1 && dayOutcome(context, event.turnoverMinor).change === 'relegated',
  },
}).createMachine({
  id: 'vip',
  context: ({ input }) => ({ ...input.standing, requirements: input.requirements, lastChange: null }),
  initial: 'placing',
  states: {
    placing: {
      always: [{ guard: 'atFloor', target: 'floor' }, { guard: 'atCeiling', target: 'ceiling' }, { target: 'climbing' }],
    },
    floor: {
      tags: ['canRise'],
      on: {
        DAY_CLOSED: [
          { guard: 'promotes', target: 'climbing', actions: 'closeDay' },
          { target: 'floor', actions: 'closeDay', reenter: true },
        ],
      },
    },
    climbing: {
      tags: ['canRise', 'canFall'],
      on: {
        DAY_CLOSED: [
          { guard: 'promotesToCeiling', target: 'ceiling', actions: 'closeDay' },
          { guard: 'promotes', target: 'climbing', actions: 'closeDay', reenter: true },
          { guard: 'relegatesToFloor', target: 'floor', actions: 'closeDay' },
          { guard: 'relegates', target: 'climbing', actions: 'closeDay', reenter: true },
          { target: 'climbing', actions: 'closeDay', reenter: true },
        ],
      },
    },
    ceiling: {
      tags: ['canFall'],
      on: {
        DAY_CLOSED: [
          { guard: 'relegates', target: 'climbing', actions: 'closeDay' },
          { target: 'ceiling', actions: 'closeDay', reenter: true },
        ],
      },
    },
  },
});

/** The state a standing level sits in, for restoring a member's machine without replaying their history. */
export const vipStateOf = (level: number) => (level <= VIP_LEVEL_MIN ? 'floor' : level >= VIP_LEVEL_MAX ? 'ceiling' : 'climbing');

/**
 * One member's business day through the machine, as a pure step (xstate's transition: no actor, nothing
 * started): the daily job's way of driving the machine for each of many members.
 */
export function vipAfterDay(requirements: VipRequirements, standing: VipStanding, turnoverMinor: number): { standing: VipStanding; change: VipDayChange } {
  const snapshot = vipMachine.resolveState({ value: vipStateOf(standing.level), context: { ...standing, requirements, lastChange: null } });
  const [next] = transition(vipMachine, snapshot, { type: 'DAY_CLOSED', turnoverMinor });
  const { level, countedMinor, quarterDays, quarterMinor, lastChange } = next.context;
  return { standing: { level, countedMinor, quarterDays, quarterMinor }, change: lastChange ?? 'none' };
}
