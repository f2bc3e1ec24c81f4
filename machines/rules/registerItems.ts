/** Positions in the register item list with a meaning of their own (spec section 3). */
export const REGISTRATION_ITEM = 1;
export const LOGIN_CAPTCHA_ITEM = 13;

export interface RegisterItem {
  id: number;
  itemKey: string;
  isShow: boolean;
}

const shown = (items: readonly RegisterItem[], id: number) => items.find((item) => item.id === id)?.isShow === true;

/** The first item authorises registration. */
export const registrationOpen = (items: readonly RegisterItem[]) => shown(items, REGISTRATION_ITEM);

/** The thirteenth item turns the login captcha on. */
export const loginCaptchaOn = (items: readonly RegisterItem[]) => shown(items, LOGIN_CAPTCHA_ITEM);
