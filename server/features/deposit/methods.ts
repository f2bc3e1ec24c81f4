import { translate } from '../../http/messages';
import { formatMinor } from '../../../machines/rules/money';
import type { LanguageCode } from '../../../machines/rules/language';
import { CRYPTO_PROTOCOLS, type CryptoProtocol, type PayMode, type RechargeType } from '../../../machines/rules/deposit';
import type { PaymentChannel, PaymentMethod } from '../../../contract/deposit';
import { PROVIDER_PROFILES } from '../payments/providers';
import type { PaymentProviders } from '../payments/registry';
import { usdtRateView } from '../payments/cryptoRate';
import type { CryptoRate } from '../../../machines/rules/cryptoRate';

/**
 * The deposit methods of spec section 1, as configuration: bank transfer and USDT are offline (the member
 * pays our account or address and proves it); online banking and the KOI and EB e-wallets are online
 * (a provider's cashier pays and notifies). An online method's channels are the configured providers
 * that serve it; USDT's are its two networks. USDT amounts, limits and quick amounts are USDT: the order
 * converts them to CNY at the operator's rate (../payments/cryptoRate.ts).
 */

export interface MethodConfig {
  id: number;
  rechargeType: RechargeType;
  payMode: PayMode;
  minMinor: number;
  maxMinor: number;
  quickAmounts: number[];
}

const YUAN = 100;

export const METHODS: MethodConfig[] = [
  { id: 1, rechargeType: 'bank', payMode: 'offline', minMinor: 100 * YUAN, maxMinor: 50_000 * YUAN, quickAmounts: [100, 500, 1000, 5000, 10_000] },
  { id: 2, rechargeType: 'online', payMode: 'online', minMinor: 50 * YUAN, maxMinor: 50_000 * YUAN, quickAmounts: [100, 300, 500, 1000, 3000] },
  { id: 3, rechargeType: 'koi', payMode: 'online', minMinor: 50 * YUAN, maxMinor: 20_000 * YUAN, quickAmounts: [100, 200, 500, 1000, 2000] },
  { id: 4, rechargeType: 'eb', payMode: 'online', minMinor: 50 * YUAN, maxMinor: 20_000 * YUAN, quickAmounts: [100, 200, 500, 1000, 2000] },
  { id: 5, rechargeType: 'usdt', payMode: 'offline', minMinor: 10 * YUAN, maxMinor: 100_000 * YUAN, quickAmounts: [50, 100, 500, 1000, 5000] },
].map((method) => ({ ...method, payMode: method.payMode as PayMode, rechargeType: method.rechargeType as RechargeType, quickAmounts: method.quickAmounts.map((yuan) => yuan * YUAN) }));

export const methodById = (id: number) => METHODS.find((method) => method.id === id);

/** A channel of a method: a provider (online) or a network (USDT), with the limits both allow. */
export interface ChannelConfig {
  id: number;
  providerCode: string | null;
  protocol: CryptoProtocol | null;
  displayName: string;
  minMinor: number;
  maxMinor: number;
}

/** Provider channels are numbered 101 upwards in the providers' order; the networks are 1 and 2. */
const PROVIDER_CHANNEL_BASE = 101;

export function channelsOf(method: MethodConfig, providers: PaymentProviders): ChannelConfig[] {
  if (method.rechargeType === 'usdt') {
    return CRYPTO_PROTOCOLS.map((protocol, index) => ({
      id: index + 1,
      providerCode: null,
      protocol,
      displayName: `USDT-${protocol}`,
      minMinor: method.minMinor,
      maxMinor: method.maxMinor,
    }));
  }
  if (method.payMode === 'offline') return [];
  return PROVIDER_PROFILES.flatMap((profile, index) =>
    profile.methods.includes(method.rechargeType) && providers.has(profile.code)
      ? [
          {
            id: PROVIDER_CHANNEL_BASE + index,
            providerCode: profile.code,
            protocol: null,
            displayName: profile.displayName,
            minMinor: Math.max(method.minMinor, profile.minMinor),
            maxMinor: Math.min(method.maxMinor, profile.maxMinor),
          },
        ]
      : [],
  );
}

export const rechargeTypeName = (language: LanguageCode, type: RechargeType) => translate(language, `deposit.method.${type}`);

/**
 * A channel as the member reads it: a network by its name (USDT-TRC20), a provider's line by its number
 * within the method in the member's language ("线路1", "Line 1"), never the provider's code or brand.
 */
const channelView = (language: LanguageCode) => (channel: ChannelConfig, index: number): PaymentChannel => ({
  id: channel.id,
  name: channel.providerCode === null ? channel.displayName : translate(language, 'deposit.channelName', { n: index + 1 }),
  providerCode: channel.providerCode,
  protocol: channel.protocol,
  minAmount: formatMinor(channel.minMinor),
  maxAmount: formatMinor(channel.maxMinor),
});

/**
 * The methods a member may use now: an online method without a configured provider is not offered, nor
 * USDT while the operator has set no rate to convert it at.
 */
export function paymentMethods(language: LanguageCode, providers: PaymentProviders, rate: CryptoRate | null, only?: RechargeType): PaymentMethod[] {
  return METHODS.filter((method) => only === undefined || method.rechargeType === only).flatMap((method) => {
    const channels = channelsOf(method, providers);
    if (method.payMode === 'online' && channels.length === 0) return [];
    if (method.rechargeType === 'usdt' && !rate) return [];
    return [
      {
        id: method.id,
        rechargeType: method.rechargeType,
        rechargeTypeName: rechargeTypeName(language, method.rechargeType),
        payMode: method.payMode,
        minAmount: formatMinor(method.minMinor),
        maxAmount: formatMinor(method.maxMinor),
        quickAmounts: method.quickAmounts.map(formatMinor),
        iconUrl: `/img/deposit/${method.rechargeType}.svg`,
        channels: channels.map(channelView(language)),
        usdtRate: method.rechargeType === 'usdt' && rate ? usdtRateView(rate) : null,
      },
    ];
  });
}
