import { useState } from 'react';
import { useSnapshot } from 'valtio';
import * as contentApi from '../../api/content';
import { sessionData } from '../../store/session';
import { useContent } from '../../components/useContent';
import { LoginPrompt } from '../../components/LoginPrompt';
import { Banner } from './Banner';
import { Ticker } from './Ticker';
import { Announcements, AllAnnouncements } from './Announcements';
import { CategoryEntries } from './CategoryEntries';
import { ServiceDials } from './ServiceDials';
import { AppDownload } from './AppDownload';
import { AgeNotice } from './AgeNotice';
import './HomePage.css';

export function HomePage() {
  const { isLogin } = useSnapshot(sessionData);
  const slides = useContent(contentApi.getSlides) ?? [];
  const notices = useContent(contentApi.getNotices) ?? [];
  const [more, setMore] = useState(false);
  return (
    <div className="home">
      <Banner slides={slides} />
      <Ticker text={notices.map((notice) => notice.scrollContent).join('　　')} onMore={() => setMore(true)} />
      <div className="home__body">
        <CategoryEntries />
        <div className="home__split">
          <Announcements notices={notices} onMore={() => setMore(true)} />
          <AppDownload />
        </div>
        <ServiceDials />
      </div>
      {more && !isLogin && <LoginPrompt messageKey="prompt.learnMore" onClose={() => setMore(false)} />}
      {more && isLogin && <AllAnnouncements notices={notices} onClose={() => setMore(false)} />}
      <AgeNotice />
    </div>
  );
}
