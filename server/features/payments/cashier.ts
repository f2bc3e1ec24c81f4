import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { LanguageCode } from '../../../machines/rules/language';
import { translate } from '../../http/messages';
import { DomainError } from '../../errors';
import { routeOptions } from '../../http/route';
import { fillTemplate } from '../sandbox/venuePage';
import { deposit, PAY_SIGNATURE_HEADER, PAY_TIMESTAMP_HEADER, type PayNotification } from '../../../contract/deposit';
import { formatMinor } from '../../../machines/rules/money';
import { RECHARGE_STATUS, rechargeStatusLabelKey, type RechargeType } from '../../../machines/rules/deposit';
import { PROVIDER_PROFILES, type ProviderConfig } from './providers';
import { signNotification } from './signing';
import { rechargeTypeName } from '../deposit/methods';
import { statusAt, type OrderRow } from '../deposit/orders';

/**
 * The sandbox provider's cashier: a page at our own address per order (the provider's name and a logo
 * made for this site, the amount, Pay and Fail, in the three languages), and what its buttons do — the
 * provider signs a notification with its secret and posts it to /web/pay/notify/{provider}, as a real
 * provider would, so the whole notification path runs. Files in cashier-page/; no inline script or style.
 */

const folder = new URL('./cashier-page/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, folder), 'utf8');
const TEMPLATE = read('page.html');
const LOGO = read('logo.svg');

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

const ASSETS: Record<string, { type: string; text: string }> = {
  'page.css': { type: 'text/css; charset=utf-8', text: read('page.css') },
  'page.js': { type: 'text/javascript; charset=utf-8', text: read('page.js') },
  ...Object.fromEntries(
    PROVIDER_PROFILES.map((profile) => [
      `logo-${profile.code}.svg`,
      {
        type: 'image/svg+xml; charset=utf-8',
        text: fillTemplate(LOGO, { name: profile.displayName, colour: profile.colour, initials: initialsOf(profile.displayName) }),
      },
    ]),
  ),
};

const HTML_LANG: Record<LanguageCode, string> = { zh: 'zh-CN', hk: 'zh-HK', en: 'en' };

export function cashierPage(language: LanguageCode, provider: ProviderConfig, order: OrderRow, now: number): string {
  const t = (key: string) => translate(language, key);
  const status = statusAt(order, now);
  const open = status === RECHARGE_STATUS.awaitingPayment;
  return fillTemplate(TEMPLATE, {
    htmlLang: HTML_LANG[language],
    providerCode: provider.code,
    providerName: provider.displayName,
    cashierTitle: t('deposit.cashier.title'),
    sandboxBadge: t('deposit.cashier.sandbox'),
    amountLabel: t('deposit.cashier.amount'),
    amount: Number(formatMinor(Number(order.amount_minor))).toLocaleString('en-US', { minimumFractionDigits: 2 }),
    orderLabel: t('deposit.cashier.order'),
    orderNo: order.order_no,
    methodLabel: t('deposit.cashier.method'),
    methodName: rechargeTypeName(language, order.recharge_type as RechargeType),
    statusLabel: t('deposit.cashier.status'),
    statusName: t(rechargeStatusLabelKey(status)),
    sandboxNote: t('deposit.cashier.note'),
    payButton: t('deposit.cashier.pay'),
    failButton: t('deposit.cashier.fail'),
    actionsHidden: open ? '' : 'hidden',
    donePaid: t('deposit.cashier.donePaid'),
    doneFailed: t('deposit.cashier.doneFailed'),
    doneClosed: t('deposit.cashier.doneClosed'),
    errorText: t('error.internal'),
    secureNote: t('deposit.cashier.secure'),
  });
}

/** Serves the page's style, script and the providers' logos (a fixed list: nothing else is reachable). */
export function registerCashierAssets(app: FastifyInstance): void {
  app.get<{ Params: { asset: string } }>(deposit.cashierAsset.path, routeOptions(deposit.cashierAsset), async (request, reply) => {
    const asset = Object.hasOwn(ASSETS, request.params.asset) ? ASSETS[request.params.asset] : undefined;
    if (!asset) throw new DomainError(404, 'error.notFound');
    return reply.type(asset.type).header('cache-control', 'no-cache').send(asset.text);
  });
}

/** The notification the sandbox provider sends for an order: signed with its secret, dated now. */
export function sandboxNotification(provider: ProviderConfig, order: OrderRow, status: PayNotification['status'], now: number) {
  const body: PayNotification = { eventId: randomUUID(), orderNo: order.order_no, amount: formatMinor(Number(order.amount_minor)), status };
  const rawBody = JSON.stringify(body);
  const timestamp = String(now);
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      [PAY_TIMESTAMP_HEADER]: timestamp,
      [PAY_SIGNATURE_HEADER]: signNotification(provider.secret, timestamp, rawBody),
    },
  };
}
