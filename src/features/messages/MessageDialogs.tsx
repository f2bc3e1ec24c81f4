import { FormattedMessage, useIntl } from 'react-intl';
import type { Message } from '../../../machines/messages';
import { Dialog, DialogActions } from '../../components/Dialog';
import { RecordTime } from '../../components/list/RecordTable';

/** One message in full: its tab, its time and its words. */
export function MessageDetail({ message, onClose, onDelete }: { message: Message; onClose: () => void; onDelete: () => void }) {
  return (
    <Dialog title={message.title} onClose={onClose}>
      <p className="mail-detail__meta">
        <span className="mail-detail__kind">
          <FormattedMessage id={`mail.tab.${message.type}`} />
        </span>
        <RecordTime value={message.createTime} />
      </p>
      <div className="mail-detail__content">{message.content}</div>
      <DialogActions>
        <button type="button" className="button button--outline" onClick={onDelete}>
          <FormattedMessage id="mail.delete" />
        </button>
        <button type="button" className="button button--gold" onClick={onClose}>
          <FormattedMessage id="common.close" />
        </button>
      </DialogActions>
    </Dialog>
  );
}

/** Deleting asks first (spec section 4: delete is one of the message actions). */
export function DeleteConfirm({ message, onConfirm, onCancel }: { message: Message; onConfirm: () => void; onCancel: () => void }) {
  const intl = useIntl();
  return (
    <Dialog title={intl.formatMessage({ id: 'mail.deleteTitle' })} onClose={onCancel} size="small">
      <p className="prompt-text">
        <FormattedMessage id="mail.deleteQuestion" values={{ title: message.title }} />
      </p>
      <DialogActions>
        <button type="button" className="button button--outline" onClick={onCancel}>
          <FormattedMessage id="common.cancel" />
        </button>
        <button type="button" className="button button--gold" data-testid="mail-confirm-delete" onClick={onConfirm}>
          <FormattedMessage id="mail.delete" />
        </button>
      </DialogActions>
    </Dialog>
  );
}
