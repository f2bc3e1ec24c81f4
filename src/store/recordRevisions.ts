import { proxy } from 'valtio';

/**
 * How many times this page session each kind of the member's records changed (an order submitted, an outcome
 * seen, money moved). A list of those records passes its count as `reloadKey` (useList) and loads again when it
 * moves: the flow that changed the records does not need to know which lists show them.
 */
export const recordRevisions = proxy({ deposits: 0, withdrawals: 0, transfers: 0, welfare: 0 });

export type RecordKind = keyof typeof recordRevisions;

export function recordsChanged(kind: RecordKind): void {
  recordRevisions[kind] += 1;
}
