import type { Actor } from 'xstate';
import type { sessionMachine } from '../../machines/session';
import { hasTokenAside } from '../store/storage';
import { openWindows } from './openWindows';

/**
 * Hands the session machine what the browser reports as a page goes: the before-unload's and the
 * unload's own time stamps, and the site's other open windows at that moment. The machine decides.
 */
export function watchUnload(session: Actor<typeof sessionMachine>, target: Window = window) {
  const windows = openWindows();
  target.addEventListener('beforeunload', (event) => session.send({ type: 'BEFORE_UNLOAD', at: event.timeStamp }));
  // pagehide is the unload event that browsers still fire reliably. A page kept in the back-forward
  // cache (persisted) is not unloading: it may come back as it is.
  target.addEventListener('pagehide', (event) => {
    if (event.persisted) return;
    session.send({ type: 'UNLOAD', at: event.timeStamp, otherWindows: windows.others() });
    windows.leave();
  });
  target.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    windows.rejoin();
    // Restored after its token was set aside: load again, which brings the token back.
    if (hasTokenAside()) target.location.reload();
  });
  return windows;
}
