import type { AnyActorRef, Subscription } from 'xstate';
import { isSignedIn } from '../../machines/session';

/**
 * Keeps one live stream running while the session has a member (started on sign-in, stopped on sign-out). The
 * stream's code (its machine and reader) loads with the first member, so a guest's first load goes without it.
 */
export function watchLiveStream(session: AnyActorRef, language: () => string): Subscription {
  let live: { stop(): void } | null = null;
  let wanted = false;
  const follow = (snapshot: ReturnType<AnyActorRef['getSnapshot']>) => {
    const member = isSignedIn(snapshot) && snapshot.hasTag('member');
    if (member === wanted) return;
    wanted = member;
    if (member) {
      void import('./liveStream').then(({ createLiveStream }) => {
        // Signed out (or already streaming) while the code was on its way.
        if (!wanted || live) return;
        const stream = createLiveStream(session, language);
        stream.start();
        live = stream;
      });
    } else if (live) {
      live.stop();
      live = null;
    }
  };
  return session.subscribe(follow);
}
