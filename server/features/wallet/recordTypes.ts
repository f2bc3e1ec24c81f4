/**
 * What the wallet feature's movements mean: the transfer record types of spec section 3 and their
 * labels, the movement kinds it writes and their order-number prefixes. The ledger stores these
 * without reading them.
 */

/** Transfer record types of spec section 3 (5 and 6 are mode switches, which move no money). */
export const CONVERT_TYPE = {
  quotaIn: 1,
  quotaOut: 2,
  freeIn: 3,
  freeOut: 4,
  freeOn: 5,
  freeOff: 6,
} as const;
export type ConvertType = (typeof CONVERT_TYPE)[keyof typeof CONVERT_TYPE];

/** The locale key of a record type's label. */
export const convertTypeLabelKey = (convertType: number) => `record.convertType.${convertType}`;

export const MOVEMENT_KIND = { transfer: 'transfer', sandboxAdjustment: 'sandbox_adjustment' } as const;
export type MovementKind = (typeof MOVEMENT_KIND)[keyof typeof MOVEMENT_KIND];

/** Order numbers: TR for transfer records (mode switches included), SB for sandbox credits. */
export const REFERENCE_PREFIX = { transfer: 'TR', sandboxAdjustment: 'SB' } as const;

/** A movement's status column: every movement the wallet feature writes has succeeded. */
export const MOVEMENT_STATUS_SUCCESS = 1;
