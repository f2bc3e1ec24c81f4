import { Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { FormattedMessage } from 'react-intl';
import { sessionData } from '../store/session';
import { ChunkBoundary } from '../components/ChunkBoundary';
import { canEnter } from './routeGuard';
import { ROUTES } from './routes';
import { navigateHash, useHashPath } from './hashLocation';

/** Shows the page for the current hash path, sending unknown or guarded paths to /. */
export function SiteRoutes() {
  const [path] = useHashPath();
  const { isLogin } = useSnapshot(sessionData);
  const route = ROUTES.find((candidate) => candidate.path === path);
  const allowed = canEnter(route, isLogin);
  useEffect(() => {
    if (!allowed) navigateHash('/', { replace: true });
  }, [allowed]);
  if (!allowed || !route) return null;
  const View = route.view;
  return (
    <ChunkBoundary key={path}>
      <Suspense
        fallback={
          <p className="page-message">
            <FormattedMessage id="common.loading" />
          </p>
        }
      >
        <View />
      </Suspense>
    </ChunkBoundary>
  );
}
