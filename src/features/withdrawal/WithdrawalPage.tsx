import type { withdrawalMachine } from '../../../machines/withdrawal';
import { useWithdrawal, useWithdrawalLogic } from './useWithdrawal';
import { WithdrawalScreen } from './WithdrawalView';

/** The page around a given machine (the screen tests hand it one whose effects they hold). */
export function WithdrawalFlow({ logic }: { logic: typeof withdrawalMachine }) {
  return <WithdrawalScreen view={useWithdrawal(logic)} />;
}

/** /finance/withdrawal: the gates, then the form; a submission is held until the operator decides. */
export default function WithdrawalPage() {
  return <WithdrawalFlow logic={useWithdrawalLogic()} />;
}
