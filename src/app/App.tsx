import { useEffect } from 'react';
import { RawIntlProvider } from 'react-intl';
import { useSnapshot } from 'valtio';
import { sessionData } from '../store/session';
import { catalogState, loadedIntl, INTL_LOCALE } from '../i18n/catalogs';
import { SiteActorsContext } from '../session/SiteActorsContext';
import type { SiteActors } from '../session/actors';
import { Header } from '../features/layout/Header';
import { Footer } from '../features/layout/Footer';
import { ToastHost } from '../components/ToastHost';
import { SideBar } from '../features/layout/SideBar';
import { SiteRoutes } from './SiteRoutes';
import { SiteRouter } from './hashRouting';
import { ScrollRestoration } from './ScrollRestoration';

export function App({ actors }: { actors: SiteActors }) {
  const { locale, baseInfo } = useSnapshot(sessionData);
  // A page's locale areas arriving make a new intl for the same language.
  useSnapshot(catalogState);
  const intl = loadedIntl(locale);
  useEffect(() => {
    document.documentElement.lang = INTL_LOCALE[locale];
    if (baseInfo.title) document.title = baseInfo.title;
  }, [locale, baseInfo.title]);
  if (!intl) return null;
  return (
    <RawIntlProvider value={intl}>
      <SiteActorsContext.Provider value={actors}>
        <SiteRouter>
          <ScrollRestoration />
          <Header />
          <main className="site-main">
            <SiteRoutes />
          </main>
          <Footer />
          <SideBar />
          <ToastHost />
        </SiteRouter>
      </SiteActorsContext.Provider>
    </RawIntlProvider>
  );
}
