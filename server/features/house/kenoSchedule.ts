import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import { catchUpKeno } from './keno';
import { settleDealtRounds } from './baccarat';

/**
 * The house games' timer, in the manner of the housekeeping schedule: every second the keno round open
 * on the server clock is recorded, rounds whose minute has passed are drawn and their tickets settled,
 * and a baccarat round dealt but not paid (a stop between the two) is paid. A second keeps the draw
 * within a second of its time; a tick that fails is logged and the next one tries again.
 */
export const HOUSE_TICK_MS = 1000;

export function scheduleHouseGames(db: Kysely<Database>, clock: Clock, log: (message: string) => void): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await catchUpKeno(db, clock);
      await settleDealtRounds(db, clock);
    } catch (error) {
      log(`house games tick failed: ${String(error)}`);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), HOUSE_TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
