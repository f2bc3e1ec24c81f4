import type { ModelAdapter } from '../model';
import { sessionModel } from './session';
import { loginFormModel } from './loginForm';
import { registerFormModel } from './registerForm';
import { languageModel } from './language';
import { toastModel } from './toast';
import { bannerModel } from './banner';
import { tickerModel } from './ticker';
import { ageNoticeModel } from './ageNotice';
import { transferFreeModeModel } from './transferFreeMode';
import { transferModel } from './transfer';
import { gameLaunchModel } from './gameLaunch';
import { listModel } from './list';

/** One model adapter per registered machine; the completeness test holds the two lists together. */
export const MODELS: ModelAdapter[] = [
  sessionModel,
  loginFormModel,
  registerFormModel,
  languageModel,
  toastModel,
  bannerModel,
  tickerModel,
  ageNoticeModel,
  transferFreeModeModel,
  transferModel,
  gameLaunchModel,
  listModel,
];
