/**
 * The site's open windows, counted across tabs and game windows: each window says hello on a
 * BroadcastChannel as it starts, the others answer, and a window says goodbye as it unloads. The count is
 * what the browser's own messages report, kept as they arrive, so the unload handler reads it at once.
 */
export interface OpenWindows {
  /** How many other windows of the site are open now. */
  others(): number;
  /** Tells the others this window is gone (as it unloads) or back (restored from the back-forward cache). */
  leave(): void;
  rejoin(): void;
}

type Message = { kind: 'hello' | 'here' | 'bye'; id: string };

export const WINDOWS_CHANNEL = 'site-windows';

export function openWindows(channelName = WINDOWS_CHANNEL): OpenWindows {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const others = new Set<string>();
  if (typeof BroadcastChannel !== 'function') return { others: () => 0, leave() {}, rejoin() {} };
  const channel = new BroadcastChannel(channelName);
  const post = (kind: Message['kind']) => channel.postMessage({ kind, id } satisfies Message);
  channel.onmessage = ({ data }: MessageEvent<Message>) => {
    if (data?.kind === 'bye') others.delete(data.id);
    else others.add(data?.id);
    if (data?.kind === 'hello') post('here');
  };
  post('hello');
  return {
    others: () => others.size,
    leave: () => post('bye'),
    rejoin: () => post('hello'),
  };
}
