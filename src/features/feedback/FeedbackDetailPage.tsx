import { FormattedMessage } from 'react-intl';
import { Link, useSearch } from 'wouter';
import * as feedbackApi from '../../api/feedback';
import type { FeedbackItem } from '../../api/feedback';
import { useList } from '../../components/list/useList';
import { ListStatus } from '../../components/list/ListStatus';
import { RecordTime } from '../../components/list/RecordTable';
import { paths } from '../../config/paths';
import './FeedbackPage.css';

/** /feedback/detail?order={id}: one of the member's feedback with the operator's reply (a list of one, for its loading and retry). */
export default function FeedbackDetailPage() {
  const id = Number(new URLSearchParams(useSearch()).get('order'));
  const list = useList<FeedbackItem>({
    filters: { order: String(id) },
    fetchPage: async () => (Number.isInteger(id) && id > 0 ? { items: [await feedbackApi.getFeedback(id, { handles: 'all' })], total: 1 } : { items: [], total: 0 }),
  });
  const item = list.loaded ? list.items[0] : null;
  return (
    <div className="feedback-page">
      <header className="feedback-form__head">
        <h1 className="page-title">
          <FormattedMessage id="feedback.detailTitle" />
        </h1>
        <Link href={paths.feedbackList()}>
          <FormattedMessage id="feedback.myFeedback" />
        </Link>
      </header>
      <ListStatus list={list} emptyKey="feedback.error.notFound" />
      {item && (
        <article className="feedback-detail">
          <dl>
            <dt>
              <FormattedMessage id="feedback.typeLabel" />
            </dt>
            <dd>{item.opinionTypeName}</dd>
            <dt>
              <FormattedMessage id="feedback.orderLabel" />
            </dt>
            <dd>{item.orderNo ?? '—'}</dd>
            <dt>
              <FormattedMessage id="feedback.submitted" />
            </dt>
            <dd>
              <RecordTime value={item.createTime} />
            </dd>
            <dt>
              <FormattedMessage id="feedback.descriptionLabel" />
            </dt>
            <dd className="feedback-detail__text">{item.problemDescription}</dd>
          </dl>
          {item.imageUrls.length > 0 && (
            <div className="feedback-form__shots">
              {item.imageUrls.map((url, index) => (
                <a key={url} href={url} target="_blank" rel="noreferrer">
                  <img src={url} alt={`#${index + 1}`} />
                </a>
              ))}
            </div>
          )}
          <section className={`feedback-reply feedback-reply--${item.status}`} data-testid="feedback-reply">
            <h2>
              <FormattedMessage id="feedback.replyTitle" />
            </h2>
            {item.reply ? <p>{item.reply}</p> : <p className="empty-note"><FormattedMessage id="feedback.awaitingReply" /></p>}
          </section>
        </article>
      )}
    </div>
  );
}
