import { lazy, type ComponentType } from 'react';
import { HomePage } from '../features/home/HomePage';
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

export interface SiteRoute extends GuardedRoute {
  view?: ComponentType;
  /** Member pages live in the account shell; `panel` is the right-hand panel when the route's isShow flag is on. */
  shell?: { panel: ComponentType | null };
  redirect?: string;
}

/** Routed pages; `open` is the spec's auth flag (anyone may enter). Later issues add the rest. */
export const ROUTES: SiteRoute[] = [
  { path: '/', view: HomePage, open: true },
  { path: '/access-forbid', view: AccessForbidPage, open: true },
  { path: '/user/login', view: () => <AuthPage mode="login" />, open: true },
  { path: '/user/register', view: () => <AuthPage mode="register" />, open: true },
  { path: '/help', view: HelpPage, open: true },
  { path: '/download', view: DownloadPage, open: true },
  { path: '/sponsor/madrid', view: SponsorPage, open: true },
  { path: '/customer/main', view: CustomerPage, open: true },
  { path: '/mine', redirect: '/mine/userInfo', open: false },
  { path: '/finance/wallet', view: WalletPage, open: false, shell: { panel: WalletPanel } },
  { path: '/finance/transfer', view: TransferPage, open: false, shell: { panel: TransferPanel } },
  { path: '/record/transRecord', view: TransRecordPage, open: false, shell: { panel: null } },
];
