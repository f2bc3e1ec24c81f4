import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { avatarMachine, type ChosenFile } from '../../../machines/avatar';
import * as profileApi from '../../api/profile';
import { getUserInfo } from '../../api/user';
import { sessionData } from '../../store/session';
import { useSiteActors } from '../../session/SiteActorsContext';

/** The avatar machine with its effects: the chosen File is kept beside it, as a machine holds no browser object. */
export function useAvatar() {
  const { inspect } = useSiteActors();
  const files = new Map<ChosenFile, File>();
  const [state, send] = useMachine(
    avatarMachine.provide({
      actors: {
        upload: fromPromise(async ({ input }) => profileApi.uploadPicture(files.get(input.file)!, 'avatar')),
        savePhoto: fromPromise(async ({ input }) => void (await profileApi.modifyUserInfo({ photoUrl: input.photoUrl }))),
      },
      actions: {
        reloadUserInfo: () => {
          void getUserInfo().then((userInfo) => (sessionData.userInfo = userInfo));
        },
      },
    }),
    { inspect },
  );
  const pickFile = (file: File) => {
    const chosen = { size: file.size, type: file.type };
    files.set(chosen, file);
    send({ type: 'PICK_FILE', file: chosen });
  };
  return { state, send, pickFile };
}
