import { lazy, Suspense, useState } from 'react';
import * as contentApi from '../../api/content';
import type { Notice, Slide } from '../../api/content';
import { useList } from '../../components/list/useList';
import { LoginPrompt } from '../../components/LoginPrompt';
import { useSignedIn } from '../../session/useSignedIn';
import { Banner } from './Banner';
import { Ticker } from './Ticker';
import { Announcements, AllAnnouncements } from './Announcements';
import { CategoryEntries } from './CategoryEntries';
import { ServiceDials } from './ServiceDials';
import { AppDownload } from './AppDownload';
import { AgeNotice } from './AgeNotice';
import { connectMoreNotices } from './connectMoreNotices';
import { clearWelcomeDue, isWelcomeDue } from '../../store/storage';
import { loadAreas } from '../../i18n/catalogs';
import { sessionData } from '../../store/session';
import './HomePage.css';

// Shown once, right after registering: its own chunk, out of the home page's first load.
const WelcomeDialog = lazy(() =>
  Promise.all([import('./WelcomeDialog'), loadAreas(sessionData.locale, ['welcome'])]).then(([module]) => ({ default: module.WelcomeDialog })),
);

const wholeList = <Item,>(load: () => Promise<Item[]>) => async () => {
  const items = await load();
  return { items, total: items.length };
};

const fetchSlides = wholeList(contentApi.getSlides);
const fetchNotices = wholeList(contentApi.getNotices);

export function HomePage() {
  const slides = useList<Slide>({ fetchPage: fetchSlides }).items;
  const notices = useList<Notice>({ fetchPage: fetchNotices }).items;
  const [askedMore, setAskedMore] = useState(false);
  const signedIn = useSignedIn();
  const more = connectMoreNotices(askedMore, signedIn);
  // A member who has just registered is welcomed once, with the way to a first deposit.
  const [welcomeDue, setWelcomeDue] = useState(isWelcomeDue);
  const closeWelcome = () => {
    clearWelcomeDue();
    setWelcomeDue(false);
  };
  return (
    <div className="home">
      <Banner slides={slides} />
      <Ticker text={notices.map((notice) => notice.scrollContent).join('　　')} onMore={() => setAskedMore(true)} />
      <div className="home__body">
        <CategoryEntries />
        <div className="home__split">
          <Announcements notices={notices} onMore={() => setAskedMore(true)} />
          <AppDownload />
        </div>
        <ServiceDials />
      </div>
      {more.loginPrompt && <LoginPrompt messageKey="prompt.learnMore" onClose={() => setAskedMore(false)} />}
      {more.allNotices && <AllAnnouncements notices={notices} onClose={() => setAskedMore(false)} />}
      {signedIn && welcomeDue && (
        <Suspense fallback={null}>
          <WelcomeDialog onClose={closeWelcome} />
        </Suspense>
      )}
      <AgeNotice />
    </div>
  );
}
