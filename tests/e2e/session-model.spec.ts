import { expect, test } from '@playwright/test';
import { sessionModel } from '../model/adapters/session';
import { generatePaths, scenarioMachine, flowById } from '../model/model';
import { activeLeaves, shortestToEachState } from '../model/screenPlan';
import { getInitialSnapshot, type AnyMachineSnapshot } from 'xstate';
import { holdSessionCalls, markPage, sessionScreen, type SessionUi } from './sessionScreen';
import { newMember, seenAgeNotice } from './sandbox';

/** Replay 2 for the session: the shortest path to each state, on the real site and server. */

async function see(ui: SessionUi, snapshot: AnyMachineSnapshot, after: string) {
  for (const leaf of activeLeaves(snapshot)) {
    const assertion = sessionScreen.states[leaf as keyof typeof sessionScreen.states];
    await expect(async () => assertion(ui), `after ${after}, the page shows ${leaf}`).toPass({ timeout: 8000 });
  }
}

for (const path of shortestToEachState(generatePaths(sessionModel))) {
  test(`session model · ${path.scenario.name} · ${path.title}`, async ({ page, request }) => {
    // Page timers run only when a step says so: the 5 ms unload window must not pass between two steps.
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await seenAgeNotice(page);
    const member = await newMember(request);
    const ui = await holdSessionCalls({ page, request, expect, member });
    if (path.scenario.name === 'returning member') {
      await page.addInitScript((token) => {
        if (!sessionStorage.getItem('seeded')) localStorage.setItem('AppToken', token);
        sessionStorage.setItem('seeded', '1');
      }, member.token);
    }
    await page.goto(path.scenario.name.includes('forbidden page') ? '/#/access-forbid' : '/');
    await markPage(page);
    const machine = scenarioMachine(flowById('session'), path.scenario);
    await see(ui, getInitialSnapshot(machine, path.scenario.input) as AnyMachineSnapshot, 'start');
    for (const step of path.steps) {
      const handler = sessionScreen.events[step.event.type as keyof typeof sessionScreen.events] as (
        ui: SessionUi,
        event: unknown,
      ) => Promise<unknown>;
      await handler(ui, step.event);
      await see(ui, step.state as AnyMachineSnapshot, step.event.type);
    }
  });
}
