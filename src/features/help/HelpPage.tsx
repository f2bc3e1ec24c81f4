import DOMPurify from 'dompurify';
import { FormattedMessage } from 'react-intl';
import { Link, useSearch } from 'wouter';
import * as contentApi from '../../api/content';
import type { HelpArticle, HelpTopic as HelpArticleEntry } from '../../api/content';
import type { ListQuery } from '../../../machines/list';
import { useList } from '../../components/list/useList';
import { ListStatus } from '../../components/list/ListStatus';
import { paths, type HelpArticleCode } from '../../config/paths';
import './HelpPage.css';

const GROUPS = ['guide', 'rules', 'about'] as const;

/** The filter naming the article an article list loads. */
const ARTICLE_FILTER = 'article';

async function fetchArticleEntries() {
  const items = await contentApi.getHelpTopics();
  return { items, total: items.length };
}

/** One article, as a list of one: the same loading, failure and retry as every list. */
async function fetchArticle(query: ListQuery) {
  return { items: [await contentApi.getHelpArticle(query.filters[ARTICLE_FILTER])], total: 1 };
}

function ArticleView({ code }: { code: HelpArticleCode }) {
  const article = useList<HelpArticle>({ fetchPage: fetchArticle, filters: { [ARTICLE_FILTER]: code } });
  const shown = article.loaded ? article.items[0] : null;
  return (
    <article className="help-page__article" data-type={shown?.type}>
      {shown && (
        <>
          <h1>{shown.title}</h1>
          {/* Article bodies are HTML from the server: sanitised before they reach the page. */}
          <div className="help-page__content" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(shown.body) }} />
        </>
      )}
      <ListStatus list={article} />
    </article>
  );
}

/** The help centre: the article menu and the chosen article; an unknown code opens the first article. */
export default function HelpPage() {
  const requested = new URLSearchParams(useSearch()).get('type');
  const entries = useList<HelpArticleEntry>({ fetchPage: fetchArticleEntries });
  const current = entries.items.find((entry) => entry.type === requested) ?? entries.items[0];
  return (
    <div className="help-page">
      <header className="help-page__hero">
        <h1>
          <FormattedMessage id="help.title" />
        </h1>
        <p>
          <FormattedMessage id="help.lead" />
        </p>
      </header>
      <div className="help-page__body">
        <nav className="help-page__menu side-menu">
          {GROUPS.map((group) => (
            <section key={group}>
              <h2>
                <FormattedMessage id={`help.group.${group}`} />
              </h2>
              <ul>
                {entries.items
                  .filter((entry) => entry.group === group)
                  .map((entry) => (
                    <li key={entry.type}>
                      <Link
                        href={paths.help(entry.type)}
                        className={entry.type === current?.type ? 'is-active' : ''}
                        aria-current={entry.type === current?.type ? 'page' : undefined}
                      >
                        {entry.title}
                      </Link>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </nav>
        {current ? (
          <ArticleView key={current.type} code={current.type} />
        ) : (
          <article className="help-page__article">
            <ListStatus list={entries} />
          </article>
        )}
      </div>
    </div>
  );
}
