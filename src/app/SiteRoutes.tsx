import { Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { FormattedMessage } from 'react-intl';
import { sessionData } from '../store/session';
import { ChunkBoundary } from '../components/ChunkBoundary';
import { AccountShell } from '../features/account/AccountShell';
import { canEnter } from './routeGuard';
import { ROUTES } from './routes';
import { navigateHash, useHashPath } from './hashLocation';

/** Shows the page for the current hash path, sending unknown or guarded paths to /. */
export function SiteRoutes() {
  const [path] = useHashPath();
  const { isLogin } = useSnapshot(sessionData);
  const route = ROUTES.find((candidate) => candidate.path === path);
  const allowed = canEnter(route, isLogin);
  const target = !allowed ? '/' : (route?.redirect ?? null);
  useEffect(() => {
    if (target) navigateHash(target, { replace: true });
  }, [target]);
  if (target || !route?.view) return null;
  const View = route.view;
  const page = (
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
  return route.shell ? <AccountShell panel={route.shell.panel}>{page}</AccountShell> : page;
}
