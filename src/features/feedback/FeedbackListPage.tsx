import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import * as feedbackApi from '../../api/feedback';
import type { FeedbackItem } from '../../api/feedback';
import { useList } from '../../components/list/useList';
import { ListStatus } from '../../components/list/ListStatus';
import { ListPager, RecordTime } from '../../components/list/RecordTable';
import { paths } from '../../config/paths';
import './FeedbackPage.css';

const PAGE_SIZE = 10;

/** /feedback/list: the member's feedback, newest first, each leading to its detail. */
export default function FeedbackListPage() {
  const list = useList<FeedbackItem>({
    pageSize: PAGE_SIZE,
    fetchPage: async (query) => {
      const page = await feedbackApi.getFeedbackPage(query.page, PAGE_SIZE, { handles: 'all' });
      return { items: page.list, total: page.total };
    },
  });
  return (
    <div className="feedback-page">
      <header className="feedback-form__head">
        <h1 className="page-title">
          <FormattedMessage id="feedback.myFeedback" />
        </h1>
        <Link href={paths.feedback()}>
          <FormattedMessage id="feedback.title" />
        </Link>
      </header>
      <ListStatus list={list} emptyKey="feedback.empty" />
      {list.loaded && (
        <ul className="feedback-list">
          {list.items.map((item) => (
            <li key={item.id}>
              <Link href={paths.feedbackDetail(item.id)} className="feedback-list__item">
                <span className="feedback-list__type">{item.opinionTypeName}</span>
                <span className="feedback-list__text">{item.problemDescription}</span>
                <span className={`feedback-status feedback-status--${item.status}`}>
                  <FormattedMessage id={`feedback.status.${item.status}`} />
                </span>
                <RecordTime value={item.createTime} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {list.loaded && list.pages > 1 && <ListPager list={list} />}
    </div>
  );
}
