import { createHash } from 'node:crypto';
import { PAYMENT_PROVIDERS, type PaymentProvider, type RechargeType } from '../../../machines/rules/deposit';

/**
 * One configuration per payment provider of spec section 7: the methods it serves, its limits (minor
 * units), and — from the environment — its signing secret and endpoint. In sandbox mode every provider
 * is configured with the sandbox provider (a secret derived from the sandbox seed, the cashier at our
 * own address); outside it a provider is configured only when PAY_<CODE>_SECRET and PAY_<CODE>_ENDPOINT
 * are both set, and an unconfigured provider's channels are not offered.
 */

export interface ProviderProfile {
  code: PaymentProvider;
  /** The brand as the cashier and channel lists show it (a proper name: the same in every language). */
  displayName: string;
  /** Brand colour of the logo made for this site. */
  colour: string;
  methods: RechargeType[];
  minMinor: number;
  maxMinor: number;
}

export interface ProviderConfig extends ProviderProfile {
  secret: string;
  /** Where orders are created: the sandbox cashier, or the provider's API. */
  endpoint: string;
  sandbox: boolean;
}

const YUAN = 100;

/** Who serves what. Online banking by most; the KOI and EB e-wallets by the providers that carry them. */
const SERVES: Record<PaymentProvider, RechargeType[]> = {
  yiBiPay: ['online'], jiaYunPay: ['online'], toPay: ['online'], centerPay: ['online'], huaLianPay: ['online'],
  hiWallet: ['koi', 'eb'], bnPay: ['online'], hiPay: ['online', 'koi'], juHePay: ['online'], xcbfPay: ['online'],
  jPay: ['online'], baiHePay: ['online'], ebPay: ['eb'], koiPay: ['koi'], goPay: ['online', 'eb'],
  cbPay: ['online'], fuyinPay: ['online'], juHaoPay: ['online'], shengFaPay: ['online'], kdPay: ['online', 'koi'],
  zfPay: ['online'], bfgPay: ['online'], biPay: ['online', 'eb'], dxPay: ['online'], bbPay: ['online', 'koi', 'eb'],
};

const COLOURS = ['#d4a017', '#2f80ed', '#27ae60', '#eb5757', '#9b51e0', '#f2994a', '#00a3a3', '#c2185b'];

const displayNameOf = (code: string) =>
  code
    .replace(/Pay$/, ' Pay')
    .replace(/Wallet$/, ' Wallet')
    .replace(/^./, (first) => first.toUpperCase());

export const PROVIDER_PROFILES: ProviderProfile[] = PAYMENT_PROVIDERS.map((code, index) => ({
  code,
  displayName: displayNameOf(code),
  colour: COLOURS[index % COLOURS.length],
  methods: SERVES[code],
  // Limits differ a little between providers, as they do in life: 50-100 at the low end, 20,000-50,000 at the top.
  minMinor: (50 + (index % 3) * 25) * YUAN,
  maxMinor: (20_000 + (index % 4) * 10_000) * YUAN,
}));

export const envNameOf = (code: string) => code.toUpperCase();

/** The sandbox secret of a provider: fixed per server start seed, different for each provider. */
export const sandboxSecretOf = (seed: string, code: string) => createHash('sha256').update(`${seed}:${code}`).digest('hex');

export interface ProviderSettings {
  sandbox: boolean;
  /** The sandbox seed secrets derive from (random per start unless PAY_SANDBOX_SEED is set). */
  sandboxSeed: string;
  env: Record<string, string | undefined>;
}

/** The configured providers by code. */
export function configureProviders(settings: ProviderSettings): Map<PaymentProvider, ProviderConfig> {
  const configured = new Map<PaymentProvider, ProviderConfig>();
  for (const profile of PROVIDER_PROFILES) {
    if (settings.sandbox) {
      configured.set(profile.code, {
        ...profile,
        secret: sandboxSecretOf(settings.sandboxSeed, profile.code),
        endpoint: '/web/sandbox/cashier/',
        sandbox: true,
      });
      continue;
    }
    const secret = settings.env[`PAY_${envNameOf(profile.code)}_SECRET`]?.trim();
    const endpoint = settings.env[`PAY_${envNameOf(profile.code)}_ENDPOINT`]?.trim();
    if (secret && endpoint) configured.set(profile.code, { ...profile, secret, endpoint, sandbox: false });
  }
  return configured;
}
