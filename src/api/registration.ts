import { call } from './client';
import { auth, type RegisterTerms } from '../../contract/auth';
import type { RegisterRequest } from '../../machines/registerForm';

/**
 * The registration page's calls (guest calls of spec section 7): the code send, the registration itself and the
 * terms. Only the register page loads them, so they stay out of the first load that every visitor pays for.
 */

export async function register(request: RegisterRequest): Promise<string> {
  const body = { ...request, agreed: request.agreed ? '1' : '0' };
  return (await call(auth.register, { body })).token;
}

/** The captcha a guest solved for a code send: the picture's id and its text. */
export interface SolvedCaptcha {
  codeId: string;
  code: string;
}

export async function sendRegisterCode(phone: string, captcha: SolvedCaptcha): Promise<void> {
  await call(auth.getPhoneCodeByRegister, { body: { phone, code: captcha.code, codeId: captcha.codeId } });
}

export async function getRegisterTerms(): Promise<RegisterTerms> {
  return (await call(auth.getRegisterTerms, {})).registerTerms;
}
