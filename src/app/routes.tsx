import type { ComponentType } from 'react';
import { retryableLazy, withinChunkTimeout } from './lazyPage';
import { HomePage } from '../features/home/HomePage';
import { ROUTE, paths, type RoutePattern } from '../config/paths';
import type { GuardedRoute } from './routeGuard';
import { loadAreas, type LocaleArea } from '../i18n/catalogs';
import { sessionData } from '../store/session';

/** A lazy page whose text lives in locale areas of its own (see src/i18n/catalogs.ts): both load together. */
function withAreas<P extends object>(areas: LocaleArea[], load: () => Promise<{ default: ComponentType<P> }>) {
  return retryableLazy(() => Promise.all([withinChunkTimeout(load), loadAreas(sessionData.locale, areas)]).then(([page]) => page));
}

const AuthPage = withAreas(['register', 'forgot'], () => import('../features/auth/AuthPage'));
const AccessForbidPage = withAreas(['forbid'], () => import('../features/forbidden/AccessForbidPage'));
const HelpPage = withAreas(['help'], () => import('../features/help/HelpPage'));
const DownloadPage = withAreas(['download.page'], () => import('../features/download/DownloadPage'));
const SponsorPage = withAreas(['sponsor'], () => import('../features/sponsor/SponsorPage'));
const CustomerPage = withAreas(['service'], () => import('../features/customer/CustomerPage'));
const WalletPage = withAreas(['transfer', 'withdrawal', 'shell'], () => import('../features/wallet/WalletPage'));
const WalletPanel = withAreas(['bets', 'payout'], () => import('../features/wallet/WalletPanel'));
const TransferPage = withAreas(['transfer'], () => import('../features/transfer/TransferPage'));
const TransferPanel = withAreas(['transfer'], () => import('../features/transfer/TransferPanel'));
const TransRecordPage = withAreas(['deposit', 'withdrawal', 'welfare'], () => import('../features/records/TransRecordPage'));
const DepositPage = withAreas(['deposit', 'upload'], () => import('../features/deposit/DepositPage'));
const DepositPanel = withAreas(['deposit'], () => import('../features/deposit/DepositPanel'));
const IntroTutorialPage = withAreas(['deposit'], () => import('../features/deposit/IntroTutorialPage'));
const BetRecordPage = withAreas(['bets'], () => import('../features/bets/BetRecordPage'));
const GameLobbyPage = withAreas(['games.lobby', 'games.category'], () => import('../features/games/GameLobbyPage'));
const GameCategoryPage = withAreas(['games.lobby', 'games.category'], () => import('../features/games/GameCategoryPage'));
const UserInfoPage = withAreas(['profile', 'security', 'upload', 'register'], () => import('../features/profile/UserInfoPage'));
const ProfilePanel = withAreas(['profile', 'bets', 'payout'], () => import('../features/profile/ProfilePanel'));
const HouseLobbyPage = withAreas(['house'], () => import('../features/house/HouseLobbyPage'));
const BaccaratPage = withAreas(['house'], () => import('../features/house/BaccaratPage'));
const KenoPage = withAreas(['house'], () => import('../features/house/KenoPage'));
const WithdrawalPage = withAreas(['withdrawal', 'payout', 'profile', 'security'], () => import('../features/withdrawal/WithdrawalPage'));
const WithdrawalPanel = withAreas(['withdrawal', 'transfer'], () => import('../features/withdrawal/WithdrawalPanel'));
const BankCardsPage = withAreas(['payout', 'withdrawal', 'security'], () => import('../features/payout/BankCardsPage'));
const CoinAccountsPage = withAreas(['payout', 'withdrawal', 'security'], () => import('../features/payout/CoinAccountsPage'));
const MailPage = withAreas(['mail'], () => import('../features/messages/MailPage'));
const FeedbackPage = withAreas(['feedback', 'upload'], () => import('../features/feedback/FeedbackPage'));
const FeedbackListPage = withAreas(['feedback'], () => import('../features/feedback/FeedbackListPage'));
const FeedbackDetailPage = withAreas(['feedback'], () => import('../features/feedback/FeedbackDetailPage'));
const FeedbackPanel = withAreas(['feedback'], () => import('../features/feedback/FeedbackPanel'));
const WalletAccountsPage = withAreas(['payout', 'withdrawal', 'security'], () => import('../features/payout/WalletAccountsPage'));
const VipPage = withAreas(['vip'], () => import('../features/vip/VipPage'));
const VipDetailsPage = withAreas(['vip'], () => import('../features/vip/VipDetailsPage'));
const WelfarePage = withAreas(['welfare'], () => import('../features/welfare/WelfarePage'));
const AgentPage = withAreas(['agent'], () => import('../features/agent/AgentPage'));
const ActivityPages = withAreas(['activity', 'giftRecord'], () => import('../features/activity/ActivityPages'));

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
  { path: ROUTE.login, view: () => <AuthPage mode="login" />, open: true, guestOnly: true },
  { path: ROUTE.register, view: () => <AuthPage mode="register" />, open: true, guestOnly: true },
  { path: ROUTE.help, view: HelpPage, open: true },
  { path: ROUTE.download, view: DownloadPage, open: true },
  { path: ROUTE.sponsor, view: SponsorPage, open: true },
  { path: ROUTE.customerService, view: CustomerPage, open: true },
  { path: ROUTE.agent, view: AgentPage, open: true },
  // The lobbies before the category page, whose pattern /game/:category would take /game/fishing too.
  { path: ROUTE.egame, view: GameLobbyPage, open: true },
  { path: ROUTE.fishing, view: GameLobbyPage, open: true },
  { path: ROUTE.gameCategory, view: GameCategoryPage, open: true },
  { path: ROUTE.mine, redirect: paths.userInfo(), open: false },
  { path: ROUTE.wallet, view: WalletPage, open: false, shell: { panel: WalletPanel } },
  { path: ROUTE.transfer, view: TransferPage, open: false, shell: { panel: TransferPanel } },
  { path: ROUTE.transRecord, view: TransRecordPage, open: false, shell: { panel: null } },
  { path: ROUTE.deposit, view: DepositPage, open: false, shell: { panel: DepositPanel } },
  { path: ROUTE.introTutorial, view: IntroTutorialPage, open: false, shell: { panel: DepositPanel } },
  { path: ROUTE.betRecord, view: BetRecordPage, open: false, shell: { panel: null } },
  { path: ROUTE.userInfo, view: UserInfoPage, open: false, shell: { panel: ProfilePanel } },
  // The in-house venue's games, opened in a window of their own by getGameUrl (outside the account shell).
  { path: ROUTE.play, view: HouseLobbyPage, open: false },
  { path: ROUTE.playBaccarat, view: BaccaratPage, open: false },
  { path: ROUTE.playKeno, view: KenoPage, open: false },
  { path: ROUTE.withdrawal, view: WithdrawalPage, open: false, shell: { panel: WithdrawalPanel } },
  { path: ROUTE.addBankCard, view: BankCardsPage, open: false, shell: { panel: WalletPanel } },
  { path: ROUTE.virtualCoinCard, view: CoinAccountsPage, open: false, shell: { panel: WalletPanel } },
  { path: ROUTE.ebpayAccount, view: WalletAccountsPage, open: false, shell: { panel: WalletPanel } },
  { path: ROUTE.mail, view: MailPage, open: false, shell: { panel: null } },
  { path: ROUTE.feedback, view: FeedbackPage, open: false, shell: { panel: FeedbackPanel } },
  { path: ROUTE.feedbackList, view: FeedbackListPage, open: false, shell: { panel: FeedbackPanel } },
  { path: ROUTE.feedbackDetail, view: FeedbackDetailPage, open: false, shell: { panel: FeedbackPanel } },
  { path: ROUTE.vip, view: VipPage, open: false, shell: { panel: null } },
  { path: ROUTE.vipDetails, view: VipDetailsPage, open: false, shell: { panel: null } },
  { path: ROUTE.welfare, view: WelfarePage, open: false, shell: { panel: null } },
  // Promotions (/activity/discount, activityLandPage, activityLandPageFl, bettingGift): anyone reads them, a guest is asked to log in for the rest.
  { path: ROUTE.activityPages, view: ActivityPages, open: true },
  { path: ROUTE.giftRecord, view: ActivityPages, open: false, shell: { panel: null } },
];
