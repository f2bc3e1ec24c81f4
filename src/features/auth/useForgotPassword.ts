import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { forgotPasswordMachine } from '../../../machines/forgotPassword';
import * as profileApi from '../../api/profile';
import { useSiteActors } from '../../session/SiteActorsContext';
import { connectForgotPassword } from './connectForgotPassword';

/** The forgotPassword machine with the recovery calls. */
export function useForgotPassword() {
  const { notify, inspect } = useSiteActors();
  const [logic] = useState(() =>
    forgotPasswordMachine.provide({
      actors: {
        firstStep: fromPromise(async ({ input }) => void (await profileApi.forgotFirstStep(input.userName))),
        sendCode: fromPromise(async ({ input }) => void (await profileApi.forgotSendCode(input.userName, input.channel, input.captcha))),
        checkCode: fromPromise(async ({ input }) => void (await profileApi.forgotCheckCode(input))),
        resetPassword: fromPromise(async ({ input }) => void (await profileApi.forgotReset(input))),
      },
      actions: { announceDone: () => notify('success', 'forgot.done') },
    }),
  );
  const [state, send] = useMachine(logic, { inspect, input: {} });
  return connectForgotPassword(state, send);
}
