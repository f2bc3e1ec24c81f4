import { waitFor } from '@testing-library/react';
import type { Mock } from 'vitest';
import { getInitialSnapshot, type AnyMachineSnapshot } from 'xstate';
import { flowById, scenarioMachine, type ModelEvent, type ModelPath } from './model';
import { activeLeaves } from './screenPlan';

/**
 * Replay 2, the screen: a path's events become what a member does (or what the
 * API or the clock does) on the real view, and each state becomes what the
 * member sees. One adapter per machine that drives a screen.
 */
export interface ScreenAdapter<Ui> {
  flowId: string;
  mount(path: ModelPath): Promise<Ui> | Ui;
  /** By event type: a user action, an API outcome or a clock advance. */
  events: Record<string, (ui: Ui, event: ModelEvent, expected: AnyMachineSnapshot) => Promise<void>>;
  /** By leaf state id: what the member sees in that state (the expected snapshot gives its details). */
  states: Record<string, (ui: Ui, expected: AnyMachineSnapshot) => void>;
  unmount?(ui: Ui): void;
}

/**
 * The mocked API calls screens.test.tsx hands to every screen factory, by the API function's name.
 * A screen module under tests/model/screens/ exports either ScreenAdapter objects or factories named
 * `<something>Screen` taking these mocks; screens.test.tsx finds both by their flowId.
 */
export interface ApiMocks {
  login: Mock;
  sendRegisterCode: Mock;
  register: Mock;
  launchGame: Mock;
  changeWalletType: Mock;
  convertMoney: Mock;
  recycleAll: Mock;
  getWalletOverview: Mock;
  getTransferRecords: Mock;
  uploadPicture: Mock;
  modifyUserInfo: Mock;
  modifyPassword: Mock;
  getEmailCode: Mock;
  bindEmail: Mock;
  forgotFirstStep: Mock;
  forgotSendCode: Mock;
  forgotCheckCode: Mock;
  forgotReset: Mock;
}

async function seeState<Ui>(adapter: ScreenAdapter<Ui>, ui: Ui, snapshot: AnyMachineSnapshot, after: string) {
  for (const leaf of activeLeaves(snapshot)) {
    const assertion = adapter.states[leaf];
    if (!assertion) throw new Error(`${adapter.flowId}: no screen assertion for state ${leaf}`);
    await waitFor(() => assertion(ui, snapshot), { timeout: 2000 }).catch((error: Error) => {
      throw new Error(`after ${after}, the screen does not show ${leaf}: ${error.message}`);
    });
  }
}

export async function replayOnScreen<Ui>(adapter: ScreenAdapter<Ui>, path: ModelPath): Promise<void> {
  const machine = scenarioMachine(flowById(adapter.flowId), path.scenario);
  const ui = await adapter.mount(path);
  try {
    await seeState(adapter, ui, getInitialSnapshot(machine, path.scenario.input) as AnyMachineSnapshot, 'start');
    for (const step of path.steps) {
      const handler = adapter.events[step.event.type];
      if (!handler) throw new Error(`${adapter.flowId}: no screen handler for event ${step.event.type}`);
      await handler(ui, step.event as ModelEvent, step.state);
      await seeState(adapter, ui, step.state, step.event.type);
    }
  } finally {
    adapter.unmount?.(ui);
  }
}

