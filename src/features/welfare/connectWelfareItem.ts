import type { SnapshotFrom } from 'xstate';
import type { welfareItemMachine, WelfareItemEvent } from '../../../machines/welfareItem';
import { businessTimeText, HOUR_MS } from '../../../machines/rules/businessDay';
import { DAY_MS } from '../../../machines/rules/wallet';

export type WelfareItemPlace = 'upcoming' | 'claimable' | 'claiming' | 'claimed' | 'refused' | 'expired';

/** A countdown as the cards show it: whole days, then hh:mm:ss. */
export function countdownOf(remainingMs: number) {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const days = Math.floor((seconds * 1000) / DAY_MS);
  const rest = seconds - (days * DAY_MS) / 1000;
  const pad = (value: number) => String(value).padStart(2, '0');
  return { days, time: `${pad(Math.floor(rest / (HOUR_MS / 1000)))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}` };
}

/**
 * A welfare item's card from its machine (machines/welfareItem.ts): where it stands, the countdown to its opening
 * or its expiry, whether the claim button shows and is busy, the server's word on a refused claim, and the
 * times (UTC+8, as the server's messages give them) it was claimed or expired.
 */
export function connectWelfareItem(state: SnapshotFrom<typeof welfareItemMachine>, send: (event: WelfareItemEvent) => void) {
  const { context } = state;
  const place = state.value as WelfareItemPlace;
  return {
    place,
    countdown: place === 'upcoming' ? countdownOf(context.availableFrom - context.now) : state.hasTag('claimable') ? countdownOf(context.expiresAt - context.now) : null,
    canClaim: state.hasTag('claimable') || state.hasTag('busy'),
    busy: state.hasTag('busy'),
    failureMessage: context.failure ? (context.failure.msg ?? null) : null,
    failed: context.failure !== null,
    opensAt: businessTimeText(context.availableFrom),
    claimedAt: context.claimedAt === null ? null : businessTimeText(context.claimedAt),
    // The last moment it could be claimed, as the server's refusal names it (Wednesday 23:59:59).
    expiredAt: businessTimeText(context.expiresAt - 1000),
    claim: () => send({ type: 'CLAIM' }),
  };
}

export type WelfareItemView = ReturnType<typeof connectWelfareItem>;
