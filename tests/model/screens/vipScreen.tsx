import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { VipPlanner } from '../../../src/features/vip/VipPlanner';
import { SiteActorsContext } from '../../../src/session/SiteActorsContext';
import type { SiteActors } from '../../../src/session/actors';
import type { VipInput } from '../../../machines/vip';
import { formatMinor } from '../../../machines/rules/money';
import { renderWithSite, text } from '../../components/renderWithSite';
import type { ScreenAdapter } from '../screen';

type Ui = ReturnType<typeof renderWithSite>;

const planned = () => screen.getByTestId('vip-planned-level');

function showsLevel(expected: { context: { level: number } }, place: string) {
  expect(planned().dataset.place).toBe(place);
  expect(planned().textContent).toBe(text(`vip.planner.${place}`, { level: expected.context.level }));
}

export const vipScreen: ScreenAdapter<Ui> = {
  flowId: 'vip',
  mount(path) {
    const input = path.scenario.input as VipInput;
    return renderWithSite(
      <SiteActorsContext.Provider value={{} as SiteActors}>
        <VipPlanner requirements={input.requirements} standing={input.standing} />
      </SiteActorsContext.Provider>,
    );
  },
  events: {
    async DAY_CLOSED(ui, event) {
      const field = screen.getByLabelText(text('vip.planner.turnover'));
      await ui.user.clear(field);
      if (Number(event.turnoverMinor) > 0) await ui.user.type(field, formatMinor(Number(event.turnoverMinor)));
      await ui.user.click(screen.getByRole('button', { name: text('vip.planner.closeDay') }));
    },
  },
  states: {
    'vip.placing': () => {
      throw new Error('placing is transient: the planner never rests there');
    },
    'vip.floor': (_, expected) => showsLevel(expected, 'floor'),
    'vip.climbing': (_, expected) => showsLevel(expected, 'climbing'),
    'vip.ceiling': (_, expected) => showsLevel(expected, 'ceiling'),
  },
};
