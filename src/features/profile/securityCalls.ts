import * as profileApi from '../../api/profile';
import type { SecurityRequest } from '../../../machines/securityForm';

/** The API calls behind each personal-page dialog: its code (where it has one) and its save. */

export async function sendSecurityCode({ kind, fields }: SecurityRequest): Promise<void> {
  if (kind === 'phone') await profileApi.getBindPhoneCode(fields.phone, fields.middleFour);
  else if (kind === 'email') await profileApi.getEmailCode(fields.email);
  else await profileApi.getWithdrawCode();
}

export async function submitSecurityForm({ kind, fields, realNameSet }: SecurityRequest): Promise<void> {
  switch (kind) {
    case 'basicInfo':
      await profileApi.modifyUserInfo({
        ...(realNameSet ? {} : { realName: fields.realName.trim() }),
        gender: fields.gender === '2' ? 2 : 1,
        birthDate: fields.birthDate,
      });
      return;
    case 'phone':
      await profileApi.bindPhone(fields.phone, fields.code);
      return;
    case 'email':
      await profileApi.bindEmail(fields.email, fields.code);
      return;
    case 'withdrawSet':
      await profileApi.setWithdrawPassword({ password: fields.password, confirmPassword: fields.confirmPassword, code: fields.code }, 'set');
      return;
    case 'withdrawChange':
      await profileApi.setWithdrawPassword(
        fields.via === 'code'
          ? { password: fields.password, confirmPassword: fields.confirmPassword, code: fields.code }
          : { password: fields.password, confirmPassword: fields.confirmPassword, oldPassword: fields.oldPassword },
        'change',
      );
      return;
    case 'password':
      await profileApi.modifyPassword({ oldPassword: fields.oldPassword, newPassword: fields.newPassword, confirmPassword: fields.confirmPassword });
      return;
  }
}
