import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../../db/schema';
import type { Clock } from '../../clock';
import { badRequest, conflict } from '../../errors';
import { uploadsOwnedBy } from '../upload/uploads';
import {
  checkBirthDate,
  checkRealName,
  maskEmail,
  maskPhone,
  PRESET_AVATARS,
} from '../../../machines/rules/profile';
import type { ModifyUserInfoBody } from '../../../contract/profile';

/** The profile fields of getUserInfo: phone and e-mail leave the server only masked. */
export function profileFields(user: Selectable<UsersTable>) {
  return {
    realName: user.real_name,
    gender: user.gender,
    birthDate: user.birth_date,
    registeredAt: Number(user.created_at),
    phone: user.phone ? maskPhone(user.phone) : null,
    email: user.email ? maskEmail(user.email) : null,
    hasWithdrawPassword: user.withdraw_password_hash !== null,
  };
}

/** Today's date (UTC) as YYYY-MM-DD: the day the age rule counts to. */
export const todayOf = (clock: Clock) => new Date(clock.now()).toISOString().slice(0, 10);

/**
 * Saves what the member may change. The real name is set once (bank cards must carry it, so afterwards
 * only the operator changes it); a birth date must make the member at least 18; an avatar is a preset
 * or a picture the member uploaded. Nothing is saved unless every given field passes.
 */
export async function modifyUserInfo(db: Kysely<Database>, clock: Clock, userId: number, body: ModifyUserInfoBody): Promise<void> {
  const changes: { photo_url?: string; real_name?: string; gender?: number; birth_date?: string } = {};
  if (body.photoUrl !== undefined) {
    const own = PRESET_AVATARS.includes(body.photoUrl) || (await uploadsOwnedBy(db, userId, [body.photoUrl]));
    if (!own) throw badRequest('profile.photoUrl.invalid', {}, 'photoUrl');
    changes.photo_url = body.photoUrl;
  }
  if (body.realName !== undefined) {
    const problem = checkRealName(body.realName);
    if (problem) throw badRequest(problem, {}, 'realName');
    changes.real_name = body.realName.trim();
  }
  if (body.gender !== undefined) changes.gender = body.gender;
  if (body.birthDate !== undefined) {
    const problem = checkBirthDate(body.birthDate, todayOf(clock));
    if (problem) throw badRequest(problem, {}, 'birthDate');
    changes.birth_date = body.birthDate;
  }
  if (Object.keys(changes).length === 0) throw badRequest('profile.nothingToChange');
  const { real_name: realName, ...others } = changes;
  await db.transaction().execute(async (trx) => {
    if (realName !== undefined) {
      // Set only while empty, in the statement itself: of two saves at once only one sets it.
      const set = await trx.updateTable('users').set({ real_name: realName }).where('id', '=', userId).where('real_name', 'is', null).executeTakeFirst();
      if (Number(set.numUpdatedRows) === 0) throw conflict('profile.realName.alreadySet');
    }
    if (Object.keys(others).length > 0) await trx.updateTable('users').set(others).where('id', '=', userId).execute();
  });
}
