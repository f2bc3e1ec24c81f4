import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '../../machines/rules/language';

/** Local storage names the site keeps between visits. */
export const TOKEN_KEY = 'AppToken';
const LANGUAGE_KEY = 'AppLanguage';
const FORBIDDEN_IP_KEY = 'ForbiddenIp';

export const readToken = () => localStorage.getItem(TOKEN_KEY);
export const writeToken = (token: string) => localStorage.setItem(TOKEN_KEY, token);
export const clearToken = () => localStorage.removeItem(TOKEN_KEY);

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
