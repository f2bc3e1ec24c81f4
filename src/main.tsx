import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { connectApi } from './api/client';
import { sessionData } from './store/session';
import { readForbiddenIp, readLanguage } from './store/storage';
import { createSiteActors } from './session/actors';
import { loadSiteSettings } from './session/siteLoader';
import { watchUnload } from './session/unloadWatch';
import { watchLiveStream } from './session/watchLiveStream';
import { loadIntl } from './i18n/catalogs';
import { loadInspector } from './inspect/loadInspector';
import { App } from './app/App';
import './styles/global.css';

const language = readLanguage();
sessionData.locale = language;
sessionData.forbiddenIp = readForbiddenIp();

// Undefined unless ?inspect or VITE_INSPECT=1 asked for the Stately inspector (a separate chunk).
const inspect = await loadInspector();
const actors = createSiteActors(language, inspect);
connectApi({
  // The session actor holds the token it started with or stored at login.
  token: () => actors.session.getSnapshot().context.token,
  language: () => sessionData.locale,
  unauthorized: () => actors.session.send({ type: 'UNAUTHORIZED' }),
  forbidden: (ip) => actors.session.send({ type: 'FORBIDDEN', ip }),
  failed: (failure) =>
    actors.toast.send({
      type: 'SHOW',
      toast: 'msg' in failure ? { kind: 'error', text: failure.msg } : { kind: 'error', messageKey: failure.messageKey },
    }),
});
watchUnload(actors.session);
// A signed-in tab holds the live stream of its balance and unread count.
watchLiveStream(actors.session, () => sessionData.locale);

await loadIntl(language);
actors.toast.start();
actors.languageSelector.start();
actors.session.start();
void loadSiteSettings();

// As a transition, the first render yields to the browser every few milliseconds instead of holding the
// main thread for the whole page at once (Lighthouse's total blocking time); the header bar that index.html
// draws stays until it commits.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App actors={actors} />
    </StrictMode>,
  ),
);
