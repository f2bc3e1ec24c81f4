import { parseAmount } from '../../../machines/rules/money';
import type { DepositKind } from '../../../machines/rules/depositForm';
import type { DepositMethod } from '../../../machines/deposit';
import type { PaymentMethod } from '../../api/deposit';
import { cryptoRateOf } from '../../api/cryptoRate';

/** How the page pays a server method: a provider's cashier (online), our crypto address, or our bank account. */
export function kindOf(method: Pick<PaymentMethod, 'payMode' | 'rechargeType'>): DepositKind {
  if (method.payMode === 'online') return 'online';
  return method.rechargeType === 'usdt' ? 'crypto' : 'bank';
}

const minorOf = (amount: string) => {
  const parsed = parseAmount(amount);
  return 'minor' in parsed ? parsed.minor : 0;
};

/** The server's method as the deposit machine reads it. */
export function toDepositMethod(method: PaymentMethod): DepositMethod {
  const kind = kindOf(method);
  return {
    id: method.id,
    kind,
    name: method.rechargeTypeName,
    minMinor: minorOf(method.minAmount),
    maxMinor: minorOf(method.maxAmount),
    quickAmounts: method.quickAmounts,
    protocols: kind === 'crypto' ? method.channels.flatMap((channel) => (channel.protocol ? [channel.protocol] : [])) : [],
    channels: kind === 'online' ? method.channels.filter((channel) => channel.providerCode).map((channel) => String(channel.id)) : [],
    rate: kind === 'crypto' ? cryptoRateOf(method.usdtRate) : null,
  };
}
