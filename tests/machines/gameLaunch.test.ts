import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { gameLaunchMachine, type LaunchedGame } from '../../machines/gameLaunch';
import { deferred, flush } from './deferred';

function startLaunch(launch: (platType: string, gameCode?: string | null) => Promise<LaunchedGame>) {
  const effects = { openGame: vi.fn(), announceMoved: vi.fn(), refreshBalances: vi.fn() };
  const launchGame = vi.fn(launch);
  const actor = createActor(
    gameLaunchMachine.provide({
      actors: { launchGame: fromPromise(({ input }) => (input.gameCode === null ? launchGame(input.platType) : launchGame(input.platType, input.gameCode))) },
      actions: {
        openGame: (_, { url }) => effects.openGame(url),
        announceMoved: () => effects.announceMoved(),
        refreshBalances: () => effects.refreshBalances(),
      },
    }),
  ).start();
  return { actor, effects, launchGame };
}

describe('game launch machine', () => {
  it('asks a guest to log in and calls nothing; dismissing returns to idle', () => {
    const { actor, launchGame } = startLaunch(() => Promise.resolve({ url: '/x', movedIn: '0.00' }));
    actor.send({ type: 'PLAY', platType: 'rlive', member: false });
    expect(actor.getSnapshot().value).toBe('loginPrompt');
    actor.send({ type: 'PLAY', platType: 'rlive', member: true });
    expect(actor.getSnapshot().value).toBe('loginPrompt');
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(launchGame).not.toHaveBeenCalled();
  });

  it('opens the venue a member chose, announces the money that moved and refreshes the balances', async () => {
    const { actor, effects, launchGame } = startLaunch(() => Promise.resolve({ url: '/web/sandbox/venue/rlive', movedIn: '12.34' }));
    actor.send({ type: 'PLAY', platType: 'rlive', member: true });
    expect(actor.getSnapshot().value).toBe('launching');
    expect(actor.getSnapshot().context.platType).toBe('rlive');
    await flush();
    expect(launchGame).toHaveBeenCalledWith('rlive');
    expect(effects.openGame).toHaveBeenCalledWith('/web/sandbox/venue/rlive');
    expect(effects.announceMoved).toHaveBeenCalledTimes(1);
    expect(effects.refreshBalances).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { platType: null } });
  });

  it('announces nothing when nothing moved (transfer-free mode off, or an empty wallet)', async () => {
    const { actor, effects } = startLaunch(() => Promise.resolve({ url: '/v', movedIn: '0.00' }));
    actor.send({ type: 'PLAY', platType: 'pgx', member: true });
    await flush();
    expect(effects.openGame).toHaveBeenCalledWith('/v');
    expect(effects.announceMoved).not.toHaveBeenCalled();
    expect(effects.refreshBalances).toHaveBeenCalledTimes(1);
  });

  it('launches one venue at a time, and a refused launch opens nothing', async () => {
    const refusal = deferred<LaunchedGame>();
    const { actor, effects, launchGame } = startLaunch(() => refusal.promise);
    actor.send({ type: 'PLAY', platType: 'rlive', member: true });
    actor.send({ type: 'PLAY', platType: 'gsport', member: true });
    expect(launchGame).toHaveBeenCalledTimes(1);
    refusal.reject(new Error('venue unavailable'));
    await flush();
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { platType: null } });
    expect(effects.openGame).not.toHaveBeenCalled();
    expect(effects.refreshBalances).not.toHaveBeenCalled();
  });

  it('opens one game of a venue when the play button names its code (the e-game lobby), and forgets it after', async () => {
    const { actor, launchGame, effects } = startLaunch(() => Promise.resolve({ url: '/web/sandbox/venue/pgx?gameCode=pgx-fortune-dragon', movedIn: '0.00' }));
    actor.send({ type: 'PLAY', platType: 'pgx', gameCode: 'pgx-fortune-dragon', member: true });
    expect(actor.getSnapshot().context).toEqual({ platType: 'pgx', gameCode: 'pgx-fortune-dragon' });
    await flush();
    expect(launchGame).toHaveBeenCalledWith('pgx', 'pgx-fortune-dragon');
    expect(effects.openGame).toHaveBeenCalledWith('/web/sandbox/venue/pgx?gameCode=pgx-fortune-dragon');
    expect(actor.getSnapshot().context).toEqual({ platType: null, gameCode: null });
  });
});

describe('game launch machine: what the page sees', () => {
  it('starts with no venue, tags the login prompt and the launch, and rests after a launch that moved nothing', async () => {
    const launch = deferred<LaunchedGame>();
    const { actor } = startLaunch(() => launch.promise);
    expect(actor.getSnapshot().context).toEqual({ platType: null, gameCode: null });
    actor.send({ type: 'PLAY', platType: 'pgx', member: false });
    expect([...actor.getSnapshot().tags]).toEqual(['loginPrompt']);
    actor.send({ type: 'DISMISS' });
    actor.send({ type: 'PLAY', platType: 'pgx', member: true });
    expect([...actor.getSnapshot().tags]).toEqual(['launching']);
    launch.resolve({ url: '/v', movedIn: '0.00' });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect([...actor.getSnapshot().tags]).toEqual([]);
  });
});
