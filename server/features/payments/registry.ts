import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../http/context';
import type { PaymentAdapter } from './adapter';
import { configureProviders } from './providers';
import { SandboxProvider } from './sandboxProvider';
import { HttpProvider } from './httpProvider';
import type { PaymentProvider } from '../../../machines/rules/deposit';

/** The adapters of one server's configured providers (one set per app: the sandbox secrets are per start). */
export type PaymentProviders = Map<PaymentProvider, PaymentAdapter>;

const perApp = new WeakMap<AppContext['config'], PaymentProviders>();

export function paymentProvidersOf(ctx: Pick<AppContext, 'clock' | 'config'>): PaymentProviders {
  const known = perApp.get(ctx.config);
  if (known) return known;
  const configs = configureProviders({
    sandbox: ctx.config.sandbox,
    sandboxSeed: ctx.config.depositEnv.PAY_SANDBOX_SEED ?? randomBytes(16).toString('hex'),
    env: ctx.config.depositEnv,
  });
  const adapters: PaymentProviders = new Map(
    [...configs].map(([code, config]) => [
      code,
      config.sandbox ? new SandboxProvider(config) : new HttpProvider(config, () => ctx.clock.now()),
    ]),
  );
  perApp.set(ctx.config, adapters);
  return adapters;
}
