import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '../../components/Dialog';
import { PRESET_AVATARS } from '../../../machines/rules/profile';
import { uploadAccept } from '../../../machines/rules/upload';
import type { useAvatar } from './useAvatar';

/** The avatar pop-up: eight presets and one upload (spec section 2). */
export function AvatarDialog({ avatar, current }: { avatar: ReturnType<typeof useAvatar>; current: string | null }) {
  const intl = useIntl();
  const { state, send, pickFile } = avatar;
  if (!state.hasTag('open')) return null;
  const busy = state.hasTag('busy');
  const message = state.context.problem ?? state.context.failure;
  return (
    <Dialog title={intl.formatMessage({ id: 'profile.avatar.title' })} onClose={() => send({ type: 'CLOSE' })} size="small">
      <p className="profile-dialog__hint">
        <FormattedMessage id="profile.avatar.hint" />
      </p>
      <div className="avatar-picker" role="list">
        {PRESET_AVATARS.map((url, index) => (
          <button
            key={url}
            type="button"
            role="listitem"
            className={`avatar-picker__preset${current === url ? ' is-current' : ''}`}
            disabled={busy}
            aria-label={intl.formatMessage({ id: 'profile.avatar.preset' }, { n: index + 1 })}
            onClick={() => send({ type: 'PICK_PRESET', url })}
          >
            <img src={url} alt="" width={64} height={64} />
          </button>
        ))}
      </div>
      <label className={`avatar-picker__upload${busy ? ' is-busy' : ''}`}>
        <input
          type="file"
          accept={uploadAccept('avatar')}
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) pickFile(file);
            event.target.value = '';
          }}
        />
        <span>
          <FormattedMessage id={busy ? 'profile.avatar.saving' : 'profile.avatar.upload'} />
        </span>
        <small>
          <FormattedMessage id="profile.avatar.rules" />
        </small>
      </label>
      {message && (
        <p className="profile-dialog__error" role="alert">
          {intl.messages[message] ? intl.formatMessage({ id: message }) : message}
        </p>
      )}
    </Dialog>
  );
}
