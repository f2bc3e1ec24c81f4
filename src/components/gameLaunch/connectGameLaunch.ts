import type { SnapshotFrom } from 'xstate';
import type { gameLaunchMachine, GameLaunchEvent } from '../../../machines/gameLaunch';

/** The play buttons' state as the header shows it. */
export function connectGameLaunch(state: SnapshotFrom<typeof gameLaunchMachine>, send: (event: GameLaunchEvent) => void, member: boolean) {
  return {
    /** The venue being opened, whose button reads "Opening…"; every play button waits meanwhile. */
    opening: state.hasTag('launching') ? state.context.platType : null,
    /** The game being opened, when a game's own button was pressed. */
    openingGame: state.hasTag('launching') ? state.context.gameCode : null,
    busy: state.hasTag('launching'),
    loginPrompt: state.hasTag('loginPrompt'),
    play: (platType: string, gameCode?: string) => send({ type: 'PLAY', platType, gameCode, member }),
    dismiss: () => send({ type: 'DISMISS' }),
  };
}
