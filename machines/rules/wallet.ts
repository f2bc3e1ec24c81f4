/**
 * Wallet facts that the site and the server share (spec sections 3 and 9), defined once.
 */

/** The id of a member's central wallet wherever a wallet is named (`from`, `to`, `platType`). */
export const CENTRAL_WALLET = 'central';

/** `walletType` of `/user/changeWalletType`: 0 transfers by hand, 1 transfer-free mode. */
export const WALLET_TYPE = { manual: 0, transferFree: 1 } as const;
export type WalletType = (typeof WALLET_TYPE)[keyof typeof WALLET_TYPE];

export const DAY_MS = 86_400_000;

/** Bet and transaction records look back over at most 30 days at a time (spec section 9). */
export const RECORD_WINDOW_DAYS = 30;

/** Welfare records look back over 90 days (spec section 9). */
export const WELFARE_WINDOW_DAYS = 90;

/**
 * Transfer record types 5 and 6 (spec section 3) are switches of transfer-free mode: they move no money,
 * so the records show them as a change of mode, without an amount.
 */
export const MODE_SWITCH_CONVERT_TYPES: readonly number[] = [5, 6];
export const isModeSwitch = (convertType: number) => MODE_SWITCH_CONVERT_TYPES.includes(convertType);
