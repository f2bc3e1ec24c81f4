import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { useSiteActors } from '../session/SiteActorsContext';
import './ToastHost.css';

/** Shows the toast actor's current notice. */
export function ToastHost() {
  const { toast } = useSiteActors();
  const current = useSelector(toast, (state) => state.context.current);
  if (!current) return null;
  return (
    <div className={`toast toast--${current.kind}`} role={current.kind === 'error' ? 'alert' : 'status'} onClick={() => toast.send({ type: 'DISMISS' })}>
      <span className="toast__icon" aria-hidden="true">
        {current.kind === 'error' ? '!' : '✓'}
      </span>
      {current.messageKey ? <FormattedMessage id={current.messageKey} /> : current.text}
    </div>
  );
}
