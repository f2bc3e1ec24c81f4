import { FormattedMessage } from 'react-intl';
import type { ConnectedList } from './connectList';
import './ListStatus.css';

/**
 * What a list shows instead of its rows: loading, empty, or a failed load with
 * a retry. `emptyKey` is the page's own "nothing here" message.
 */
export function ListStatus({ list, emptyKey = 'records.empty' }: { list: ConnectedList<unknown>; emptyKey?: string }) {
  if (list.loading) {
    return (
      <p className="list-status" role="status">
        <FormattedMessage id="common.loading" />
      </p>
    );
  }
  if (list.empty) {
    return (
      <p className="list-status empty-note">
        <FormattedMessage id={emptyKey} />
      </p>
    );
  }
  if (list.failed) {
    return (
      <div className="list-status list-status--failed" role="alert">
        <p>{list.failureMessage ?? <FormattedMessage id="list.failed" />}</p>
        <button type="button" className="button button--outline" onClick={list.retry}>
          <FormattedMessage id="list.retry" />
        </button>
      </div>
    );
  }
  return null;
}
