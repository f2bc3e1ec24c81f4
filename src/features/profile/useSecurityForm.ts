import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { securityFormMachine } from '../../../machines/securityForm';
import type { SecurityFormKind } from '../../../machines/rules/securityForms';
import type { MemberInfo } from '../../api/user';
import { useSiteActors } from '../../session/SiteActorsContext';
import { sendSecurityCode, submitSecurityForm } from './securityCalls';
import { connectSecurityForm } from './connectSecurityForm';

/** Today as the server counts it (UTC), so the 18-year rule agrees on both sides. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * One personal-page dialog on the securityForm machine. A save is announced, the member reloads
 * through the session actor (the only writer of the session store) and the dialog closes.
 */
export function useSecurityForm(kind: SecurityFormKind, member: Pick<MemberInfo, 'realName' | 'gender' | 'birthDate'>, onClose: () => void) {
  const { session, notify, inspect } = useSiteActors();
  const [logic] = useState(() =>
    securityFormMachine.provide({
      actors: {
        sendCode: fromPromise(({ input }) => sendSecurityCode(input)),
        submit: fromPromise(({ input }) => submitSecurityForm(input)),
      },
      actions: {
        announceSaved: () => notify('success', `security.saved.${kind}`),
        reloadMember: () => session.send({ type: 'REFRESH_MEMBER' }),
        close: () => onClose(),
      },
    }),
  );
  const [state, send] = useMachine(logic, {
    inspect,
    input: {
      kind,
      realNameSet: member.realName !== null,
      today: todayUtc(),
      initial: { gender: member.gender ? String(member.gender) : '', birthDate: member.birthDate ?? '' },
    },
  });
  return connectSecurityForm(state, send);
}
