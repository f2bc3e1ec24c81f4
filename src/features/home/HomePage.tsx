import { useState } from 'react';
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
import { WelcomeDialog } from './WelcomeDialog';
import { clearWelcomeDue, isWelcomeDue } from '../../store/storage';
import './HomePage.css';

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
      {signedIn && welcomeDue && <WelcomeDialog onClose={closeWelcome} />}
      <AgeNotice />
    </div>
  );
}
