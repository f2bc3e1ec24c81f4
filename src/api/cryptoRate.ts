import type { UsdtRate } from '../../contract/cryptoRate';
import { parseRate, type CryptoRate } from '../../machines/rules/cryptoRate';

/** The server's USDT rate ("7.1000" and its time) as the rules read it; null when none is set. */
export function cryptoRateOf(usdtRate: UsdtRate | null): CryptoRate | null {
  if (!usdtRate) return null;
  const parsed = parseRate(usdtRate.rate);
  // The server sends only rates it accepted; one it could not have is treated as none (nothing converts).
  return 'rateE4' in parsed ? { rateE4: parsed.rateE4, setAt: usdtRate.setTime } : null;
}
