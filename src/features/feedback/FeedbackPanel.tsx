import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import * as feedbackApi from '../../api/feedback';
import type { FeedbackItem } from '../../api/feedback';
import { useList } from '../../components/list/useList';
import { ListStatus } from '../../components/list/ListStatus';
import { FEEDBACK_PANEL_SIZE } from '../../../machines/rules/feedback';
import { paths } from '../../config/paths';

/** The feedback pages' right panel (spec section 2): the latest 20 feedback items. */
export default function FeedbackPanel() {
  const list = useList<FeedbackItem>({
    pageSize: FEEDBACK_PANEL_SIZE,
    fetchPage: async () => {
      const page = await feedbackApi.getFeedbackPage(1, FEEDBACK_PANEL_SIZE, { handles: 'all' });
      return { items: page.list, total: page.total };
    },
  });
  return (
    <section>
      <h2 className="panel-title">
        <FormattedMessage id="feedback.latest" />
      </h2>
      <ListStatus list={list} emptyKey="feedback.empty" />
      {list.loaded && (
        <ul className="panel-records">
          {list.items.map((item) => (
            <li key={item.id}>
              <Link href={paths.feedbackDetail(item.id)}>{item.opinionTypeName}</Link>
              <span>
                <FormattedMessage id={`feedback.status.${item.status}`} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
