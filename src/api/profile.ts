import { call } from './client';
import { profile, type ModifyUserInfoBody } from '../../contract/profile';
import { upload } from '../../contract/upload';
import type { UploadPurpose } from '../../machines/rules/upload';
import type { ForgotCaptcha, ForgotChannel } from '../../machines/forgotPassword';

/** Profile, security and recovery calls (contract/profile.ts, contract/upload.ts). */

export const modifyUserInfo = (body: ModifyUserInfoBody) => call(profile.modifyUserInfo, { body }, { handles: 'all' });

/** Sends one picture as multipart field `files`; answers its address (the first item of `data`). */
export async function uploadPicture(file: File, purpose: UploadPurpose): Promise<string> {
  const form = new FormData();
  form.append('files', file);
  // The avatar and feedback machines show the refusal themselves (type, size): no toast on top.
  return (await call(upload.uploadFile, { query: { purpose }, body: form }, { handles: 'all' })).data[0];
}

export const modifyPassword = (body: { oldPassword: string; newPassword: string; confirmPassword: string }) =>
  call(profile.modifyPassword, { body }, { handles: 'all' });
export const getWithdrawCode = () => call(profile.getSmsCode, { body: { purpose: 'withdrawPassword' } }, { handles: 'all' });
export const setWithdrawPassword = (body: { password: string; confirmPassword: string; code?: string; oldPassword?: string }, mode: 'set' | 'change') =>
  call(mode === 'set' ? profile.setWithdrawPwd : profile.modifyWithdrawPwd, { body }, { handles: 'all' });
export const getEmailCode = (email: string) => call(profile.getEmailCode, { body: { purpose: 'bindEmail', email } }, { handles: 'all' });
export const getBindPhoneCode = (phone: string, middleFour: string) =>
  call(profile.getSmsCode, { body: { purpose: 'bindPhone', phone, middleFour } }, { handles: 'all' });
export const bindPhone = (phone: string, code: string) => call(profile.checkSmsCode, { body: { purpose: 'bindPhone', phone, code } }, { handles: 'all' });
export const bindEmail = (email: string, code: string) => call(profile.checkEmailCode, { body: { purpose: 'bindEmail', email, code } }, { handles: 'all' });

export const forgotFirstStep = (userName: string) => call(profile.forgetPasswordFirstStep, { body: { userName } }, { handles: 'all' });
/** A recovery code send carries a solved captcha (the picture's text and id), as registration's sends do. */
export const forgotSendCode = (userName: string, channel: ForgotChannel, captcha: ForgotCaptcha) =>
  call(channel === 'phone' ? profile.getPhoneCodeByForgetPwd : profile.getEmailCodeByForgetPwd, { body: { userName, ...captcha } }, { handles: 'all' });
export const forgotCheckCode = (body: { userName: string; channel: ForgotChannel; code: string }) =>
  call(profile.checkPhoneCodeByForgetPwd, { body }, { handles: 'all' });
export const forgotReset = (body: { userName: string; channel: ForgotChannel; code: string; newPassword: string; confirmPassword: string }) =>
  call(profile.modifyPasswordByForget, { body }, { handles: 'all' });
