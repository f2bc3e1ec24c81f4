import { act, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { AgentJoinContext } from '../../../machines/agentJoin';
import { agentJoinLogic, JoinCard } from '../../../src/features/agent/JoinCard';
import type { InviterInfo } from '../../../src/api/agent';
import { deferred, renderWithSite, text } from '../../components/renderWithSite';
import type { ScreenAdapter } from '../screen';

type Ui = ReturnType<typeof renderWithSite> & { call: ReturnType<typeof deferred<InviterInfo>> | null; joined: InviterInfo[] };

const agree = () => screen.getByRole<HTMLInputElement>('checkbox', { name: text('agent.join.agree') });
const joinButton = () => screen.getByRole<HTMLButtonElement>('button', { name: new RegExp(`^(${text('agent.join.submit')}|${text('agent.join.joining')})$`) });
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as AgentJoinContext;

export const agentJoinScreen: ScreenAdapter<Ui> = {
  flowId: 'agentJoin',
  mount() {
    const joined: InviterInfo[] = [];
    const ui: Ui = {
      ...renderWithSite(
        <JoinCard
          logic={agentJoinLogic(
            () => {
              ui.call = deferred<InviterInfo>();
              return ui.call.promise;
            },
            (info) => joined.push(info),
          )}
        />,
      ),
      call: null,
      joined,
    };
    return ui;
  },
  events: {
    async TOGGLE_TERMS(ui) {
      await ui.user.click(agree());
    },
    async JOIN(ui) {
      await ui.user.click(joinButton());
    },
    async 'xstate.done.actor.join'(ui, event) {
      await act(async () => ui.call!.resolve(event.output as InviterInfo));
    },
    async 'xstate.error.actor.join'(ui, event) {
      await act(async () => ui.call!.reject(event.error));
    },
  },
  states: {
    'agentJoin.offer': (ui, expected) => {
      const { agreed, problem } = contextOf(expected);
      expect(agree().checked).toBe(agreed);
      expect(joinButton().disabled).toBe(false);
      expect(joinButton().textContent).toBe(text('agent.join.submit'));
      const alert = screen.queryByRole('alert');
      // Agreeing first is the page's own words; a refusal brings the server's.
      if (problem) expect(alert?.textContent).toBe(problem.startsWith('agent.') ? text(problem) : problem);
      else expect(alert).toBeNull();
      expect(ui.joined).toEqual([]);
    },
    'agentJoin.joining': () => {
      expect(joinButton().disabled).toBe(true);
      expect(joinButton().textContent).toBe(text('agent.join.joining'));
      expect(agree().disabled).toBe(true);
    },
    'agentJoin.joined': (ui) => {
      expect(ui.joined.map((info) => info.inviteCode)).toEqual(['KTAZRPG4']);
    },
  },
};
