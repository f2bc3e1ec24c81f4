import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { avatarMachine, type ChosenFile } from '../../../machines/avatar';
import * as profileApi from '../../api/profile';
import { useSiteActors } from '../../session/SiteActorsContext';

/**
 * The avatar machine with its effects. The chosen File is kept beside it, as a machine holds no browser
 * object; the map and the machine live as long as the page. A saved avatar reloads the member through
 * the session actor, the only writer of the session store.
 */
export function useAvatar() {
  const { session, notify, inspect } = useSiteActors();
  const [files] = useState(() => new Map<ChosenFile, File>());
  const [logic] = useState(() =>
    avatarMachine.provide({
      actors: {
        upload: fromPromise(async ({ input }) => profileApi.uploadPicture(files.get(input.file)!, 'avatar')),
        savePhoto: fromPromise(async ({ input }) => void (await profileApi.modifyUserInfo({ photoUrl: input.photoUrl }))),
      },
      actions: {
        announceSaved: () => notify('success', 'profile.avatar.saved'),
        reloadUserInfo: () => session.send({ type: 'REFRESH_MEMBER' }),
      },
    }),
  );
  const [state, send] = useMachine(logic, { inspect });
  const pickFile = (file: File) => {
    const chosen = { size: file.size, type: file.type };
    files.set(chosen, file);
    send({ type: 'PICK_FILE', file: chosen });
  };
  return { state, send, pickFile };
}
