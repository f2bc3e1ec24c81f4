import { auth } from './auth';
import { site } from './site';
import { content } from './content';
import { member } from './member';
import { wallet } from './wallet';
import { games } from './games';
import { sandbox } from './sandbox';
import { deposit, ops } from './deposit';
import { upload } from './upload';
import { house } from './house';
import { bets } from './bets';
import { profile } from './profile';
import { opsWithdrawals, payout, sandboxPayouts, withdrawal } from './withdrawal';
import { operators } from './ops';
import { opsCryptoRate } from './opsCryptoRate';
import { messages, opsMessages } from './messages';
import { feedback, opsFeedback } from './feedback';
import { opsVip, vip } from './vip';
import { welfare } from './welfare';
import { activity, opsActivity } from './activity';
import { liveEvents } from './events';
import { opsSettings, settings } from './settings';
import { transactionRecord } from './transactionRecord';
import { inviter, opsInviter } from './inviter';
import type { Endpoint } from './envelope';

/** Every endpoint of the API by area, as the server registers them and the OpenAPI document lists them. */
export const endpoints = { auth, site, content, member, wallet, games, sandbox, deposit, ops, upload, bets, profile, house, payout, withdrawal, opsWithdrawals, operators, opsCryptoRate, messages, opsMessages, feedback, opsFeedback, vip, opsVip, welfare, liveEvents, settings, opsSettings, sandboxPayouts, transactionRecord, activity, opsActivity, inviter, opsInviter } as const;

export const allEndpoints = (): Endpoint[] => Object.values(endpoints).flatMap((area) => Object.values(area) as Endpoint[]);
