import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '../../machines/rules/language';

/** Local storage names the site keeps between visits. */
export const TOKEN_KEY = 'AppToken';
const LANGUAGE_KEY = 'AppLanguage';
const FORBIDDEN_IP_KEY = 'ForbiddenIp';

/**
 * Where a tab that may be closing puts the token (spec section 4: a window close clears it): the tab's own
 * session storage, which the browser keeps through a reload or a navigation of that tab and drops with the
 * tab. So the site's storage no longer holds the token, and only this tab's next load brings it back.
 */
const TOKEN_ASIDE_KEY = 'AppTokenAside';

/** The stored token; a token this tab set aside as it unloaded comes back, since the tab is loading again. */
export function readToken(): string | null {
  const stored = localStorage.getItem(TOKEN_KEY);
  const aside = sessionStorage.getItem(TOKEN_ASIDE_KEY);
  if (aside === null) return stored;
  sessionStorage.removeItem(TOKEN_ASIDE_KEY);
  if (stored !== null) return stored; // signed in again meanwhile, in another window
  localStorage.setItem(TOKEN_KEY, aside);
  return aside;
}
export const hasTokenAside = () => sessionStorage.getItem(TOKEN_ASIDE_KEY) !== null;
export const writeToken = (token: string) => localStorage.setItem(TOKEN_KEY, token);
export function clearToken() {
  localStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(TOKEN_ASIDE_KEY);
}
export function setTokenAside() {
  const stored = localStorage.getItem(TOKEN_KEY);
  if (stored === null) return;
  sessionStorage.setItem(TOKEN_ASIDE_KEY, stored);
  localStorage.removeItem(TOKEN_KEY);
}

export function readLanguage(): LanguageCode {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}
export const writeLanguage = (language: LanguageCode) => localStorage.setItem(LANGUAGE_KEY, language);

export const readForbiddenIp = () => localStorage.getItem(FORBIDDEN_IP_KEY);
export const writeForbiddenIp = (ip: string | null) =>
  ip === null ? localStorage.removeItem(FORBIDDEN_IP_KEY) : localStorage.setItem(FORBIDDEN_IP_KEY, ip);

const AGE_NOTICE_KEY = 'AgeNoticeShownAt';

export function readAgeNoticeShownAt(): number | null {
  const stored = Number(localStorage.getItem(AGE_NOTICE_KEY));
  return Number.isFinite(stored) && stored > 0 ? stored : null;
}
export const writeAgeNoticeShownAt = (at: number) => localStorage.setItem(AGE_NOTICE_KEY, String(at));

/** A member who has just registered and has not yet been welcomed on the home page (issue 27); this tab only. */
const WELCOME_KEY = 'WelcomeNewMember';

export const markWelcomeDue = () => sessionStorage.setItem(WELCOME_KEY, '1');
export const isWelcomeDue = () => sessionStorage.getItem(WELCOME_KEY) === '1';
export const clearWelcomeDue = () => sessionStorage.removeItem(WELCOME_KEY);
