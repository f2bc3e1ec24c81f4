import { badRequest } from '../../errors';

/**
 * A rejection says why, and the member reads it on the order: the reason without its surrounding blanks,
 * refused when nothing is left (the contract refuses an empty or all-blank one too; the server checks
 * again, as it checks everything itself).
 */
export function rejectionReason(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed === '') throw badRequest('error.reasonRequired', {}, 'reason');
  return trimmed;
}
