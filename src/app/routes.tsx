import { lazy, type ComponentType } from 'react';
import { HomePage } from '../features/home/HomePage';
import { ROUTE, paths, type RoutePattern } from '../config/paths';
import type { GuardedRoute } from './routeGuard';

const AuthPage = lazy(() => import('../features/auth/AuthPage'));
const AccessForbidPage = lazy(() => import('../features/forbidden/AccessForbidPage'));
const HelpPage = lazy(() => import('../features/help/HelpPage'));
const DownloadPage = lazy(() => import('../features/download/DownloadPage'));
const SponsorPage = lazy(() => import('../features/sponsor/SponsorPage'));
const CustomerPage = lazy(() => import('../features/customer/CustomerPage'));
const WalletPage = lazy(() => import('../features/wallet/WalletPage'));
const WalletPanel = lazy(() => import('../features/wallet/WalletPanel'));
const TransferPage = lazy(() => import('../features/transfer/TransferPage'));
const TransferPanel = lazy(() => import('../features/transfer/TransferPanel'));
const TransRecordPage = lazy(() => import('../features/records/TransRecordPage'));
const UserInfoPage = lazy(() => import('../features/profile/UserInfoPage'));
const ProfilePanel = lazy(() => import('../features/profile/ProfilePanel'));
const WithdrawalPage = lazy(() => import('../features/withdrawal/WithdrawalPage'));
const WithdrawalPanel = lazy(() => import('../features/withdrawal/WithdrawalPanel'));
const BankCardsPage = lazy(() => import('../features/payout/BankCardsPage'));
const CoinAccountsPage = lazy(() => import('../features/payout/CoinAccountsPage'));
const WalletAccountsPage = lazy(() => import('../features/payout/WalletAccountsPage'));

export interface SiteRoute extends GuardedRoute {
  path: RoutePattern;
  view?: ComponentType;
  /** Member pages live in the account shell; `panel` is the right-hand panel when the route's isShow flag is on. */
  shell?: { panel: ComponentType | null };
  redirect?: string;
}

/** Routed pages, matched in order; `open` is the spec's auth flag (anyone may enter); later issues add the rest (`ROUTE.egame`, `ROUTE.feedbackDetail`, …). */
export const ROUTES: SiteRoute[] = [
  { path: ROUTE.home, view: HomePage, open: true },
  { path: ROUTE.accessForbid, view: AccessForbidPage, open: true },
  { path: ROUTE.login, view: () => <AuthPage mode="login" />, open: true },
  { path: ROUTE.register, view: () => <AuthPage mode="register" />, open: true },
  { path: ROUTE.help, view: HelpPage, open: true },
  { path: ROUTE.download, view: DownloadPage, open: true },
  { path: ROUTE.sponsor, view: SponsorPage, open: true },
  { path: ROUTE.customerService, view: CustomerPage, open: true },
  { path: ROUTE.mine, redirect: paths.userInfo(), open: false },
  { path: ROUTE.wallet, view: WalletPage, open: false, shell: { panel: WalletPanel } },
  { path: ROUTE.transfer, view: TransferPage, open: false, shell: { panel: TransferPanel } },
  { path: ROUTE.transRecord, view: TransRecordPage, open: false, shell: { panel: null } },
  { path: ROUTE.userInfo, view: UserInfoPage, open: false, shell: { panel: ProfilePanel } },
  { path: ROUTE.withdrawal, view: WithdrawalPage, open: false, shell: { panel: WithdrawalPanel } },
  { path: ROUTE.addBankCard, view: BankCardsPage, open: false, shell: { panel: WalletPanel } },
  { path: ROUTE.virtualCoinCard, view: CoinAccountsPage, open: false, shell: { panel: WalletPanel } },
  { path: ROUTE.ebpayAccount, view: WalletAccountsPage, open: false, shell: { panel: WalletPanel } },
];
