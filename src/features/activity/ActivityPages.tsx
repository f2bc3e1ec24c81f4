import { Redirect, useLocation } from 'wouter';
import { paths, ROUTE } from '../../config/paths';
import PromotionsPage from './PromotionsPage';
import LandingPage from './LandingPage';
import BettingGiftPage from './BettingGiftPage';
import GiftRecordPage from './GiftRecordPage';

/**
 * The promotions pages as one lazy chunk and one route (`/activity/:page`, and the account shell's gift records):
 * the home page's first load carries every lazy chunk's name and dependencies and every route, so it grows by one
 * of each, not four. Any other /activity/ address goes home, as every unknown path does (spec section 2).
 */
export default function ActivityPages() {
  const [path] = useLocation();
  if (path === ROUTE.activityLanding) return <LandingPage />;
  if (path === ROUTE.activityLandingWide) return <LandingPage wide />;
  if (path === ROUTE.bettingGift) return <BettingGiftPage />;
  if (path === ROUTE.giftRecord) return <GiftRecordPage />;
  if (path === ROUTE.promotions) return <PromotionsPage />;
  return <Redirect to={paths.home()} replace />;
}
