import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Redirect, Route, Switch } from 'wouter';
import { ChunkBoundary } from '../components/ChunkBoundary';
import { GuardedRoute } from './GuardedRoute';
import { lazyPage } from './lazyPage';
import { ROUTES, type SiteRoute } from './routes';
import { paths } from '../config/paths';
import { loadAreas } from '../i18n/catalogs';
import { sessionData } from '../store/session';

/** Only members' pages have the account shell: it loads with the first of them (its texts too: the `shell` area), not with the home page. */
const AccountShell = lazyPage(() =>
  Promise.all([import('../features/account/AccountShell'), loadAreas(sessionData.locale, ['shell'])]).then(([module]) => ({ default: module.AccountShell })),
);

function RoutedPage({ route }: { route: SiteRoute }) {
  if (route.redirect) return <Redirect to={route.redirect} replace />;
  const View = route.view!;
  const page = (
    <ChunkBoundary key={route.path}>
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
  if (!route.shell) return page;
  return (
    <Suspense fallback={null}>
      <AccountShell panel={route.shell.panel}>{page}</AccountShell>
    </Suspense>
  );
}

/** The page for the current address; guarded routes and unknown paths lead to /. */
export function SiteRoutes() {
  return (
    <Switch>
      {ROUTES.map((route) => (
        <Route key={route.path} path={route.path}>
          <GuardedRoute route={route}>
            <RoutedPage route={route} />
          </GuardedRoute>
        </Route>
      ))}
      <Route>
        <Redirect to={paths.home()} replace />
      </Route>
    </Switch>
  );
}
