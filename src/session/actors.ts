import { createActor, fromPromise } from 'xstate';
import { isSignedIn, sessionMachine } from '../../machines/session';
import { languageMachine } from '../../machines/language';
import { toastMachine, type Toast } from '../../machines/toast';
import type { LanguageCode } from '../../machines/rules/language';
import * as guestApi from '../api/guest';
import * as userApi from '../api/user';
import { sessionData } from '../store/session';
import { refreshUnreadCount } from './unreadCount';
import { clearToken, readToken, setTokenAside, writeForbiddenIp, writeLanguage, writeToken } from '../store/storage';
import { loadIntl } from '../i18n/catalogs';
import { loadSiteSettings } from './siteLoader';
import type { InspectionObserver } from '../inspect/loadInspector';
import { currentPath, navigateTo } from './navigation';
import { paths } from '../config/paths';

/** The app's long-lived actors, with the browser's effects supplied to their machines. */
export type SiteActors = ReturnType<typeof createSiteActors>;


export async function switchLanguage(language: LanguageCode): Promise<void> {
  writeLanguage(language);
  await loadIntl(language);
  sessionData.locale = language;
  // Site settings such as the site name are written per language.
  await loadSiteSettings();
}

/**
 * `inspect`, when given, observes every actor the site starts (and their
 * children): these three here, and the forms, which read it from the result.
 */
export function createSiteActors(language: LanguageCode, inspect?: InspectionObserver) {
  const toast = createActor(toastMachine, { inspect });
  const notify = (kind: Toast['kind'], messageKey: string) => toast.send({ type: 'SHOW', toast: { kind, messageKey } });

  const session = createActor(
    sessionMachine.provide({
      actors: {
        checkRestriction: fromPromise(() => guestApi.checkRestriction()),
        loadMember: fromPromise(() => userApi.loadMember()),
        logout: fromPromise(() => userApi.logout()),
      },
      actions: {
        storeToken: (_, { token }) => writeToken(token),
        clearStoredToken: () => clearToken(),
        setTokenAside: () => setTokenAside(),
        publishMember: (_, { userInfo, userBalance, heldBalance }) => {
          sessionData.userInfo = userInfo;
          sessionData.accountMoney = userBalance;
          sessionData.heldMoney = heldBalance;
          void refreshUnreadCount();
          void import('./memberData').then((memberData) => memberData.refreshMemberData(), () => {});
        },
        clearMember: () => {
          sessionData.userInfo = null;
          sessionData.accountMoney = null;
          sessionData.heldMoney = null;
          sessionData.unreadCount = 0;
          sessionData.hasBankCard = null;
        },
        applyLanguage: (_, { language: memberLanguage }) => writeLanguage(memberLanguage),
        storeForbiddenIp: (_, { ip }) => {
          writeForbiddenIp(ip);
          sessionData.forbiddenIp = ip;
        },
        announceLogin: (_, { newMember }) =>
          notify('success', newMember ? 'notice.registerSuccess' : 'notice.loginSuccess'),
        announceLogout: () => notify('success', 'notice.logoutSuccess'),
        goHome: () => navigateTo(paths.home()),
        goForbidden: () => navigateTo(paths.accessForbid()),
        reload: () => window.location.reload(),
      },
      guards: {
        onForbiddenPage: () => currentPath() === paths.accessForbid(),
      },
    }),
    { input: { token: readToken(), language }, inspect },
  );

  const languageSelector = createActor(
    languageMachine.provide({
      actors: { saveLanguage: fromPromise(({ input }) => userApi.changeLanguage(input.languageType)) },
      actions: { applyLanguage: (_, { language: chosen }) => void switchLanguage(chosen) },
      guards: { isMember: () => isSignedIn(session.getSnapshot()) },
    }),
    { input: { current: language }, inspect },
  );

  return { session, toast, languageSelector, notify, inspect };
}
