import { useEffect, useState } from 'react';

/**
 * Which VIP level this browser last showed each member (local storage, one key per member), so a promotion's
 * notice comes once: a level above it is a promotion to announce; the first level seen, or a lower one after a
 * relegation, is only written down.
 */
const seenKey = (userName: string) => `VipLevelSeen:${userName}`;

export function readSeenLevel(userName: string): number | null {
  const stored = localStorage.getItem(seenKey(userName));
  return stored === null || !/^\d+$/.test(stored) ? null : Number(stored);
}

export const writeSeenLevel = (userName: string, level: number) => localStorage.setItem(seenKey(userName), String(level));

/** The level to announce (null: none) and how to say it has been seen. */
export function usePromotion(userName: string | null | undefined, level: number | null | undefined) {
  const [announced, setAnnounced] = useState<number | null>(null);
  useEffect(() => {
    if (!userName || level === null || level === undefined) return;
    const seen = readSeenLevel(userName);
    if (seen !== null && level > seen) setAnnounced(level);
    else writeSeenLevel(userName, level);
  }, [userName, level]);
  const seen = () => {
    if (userName && announced !== null) writeSeenLevel(userName, announced);
    setAnnounced(null);
  };
  return { announced, seen };
}
