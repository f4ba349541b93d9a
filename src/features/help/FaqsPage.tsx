// FAQs (spec 2.3 /faqs, /faq, /faqs/product-features/{productName}; docs/faqs-support.md):
// the knowledge base's articles grouped by product area, searched by spec 5, each with a deep
// link (?article=<slug>) and a "was this helpful" answer stored on the server.
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { FAQ_AREAS } from '../../../domain/faq';
import {
  faqArticleQuery,
  faqFeedbackCall,
  faqFeedbackChanged,
  faqsQuery,
  type FaqListed,
} from '../../tab/help/help';
import { useMutation, useQuery } from '../../tab/react/query';
import { LoadError, TableSkeleton } from '../admin/Outcome';
import '../admin/admin.css';
import './help.css';

function useDebounced(value: string, millis: number): string {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = window.setTimeout(() => setV(value), millis);
    return () => window.clearTimeout(t);
  }, [value, millis]);
  return v;
}

export default function FaqsPage() {
  const { productName } = useParams();
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const q = useDebounced(typed.trim(), 250);
  const areaKey = productName && FAQ_AREAS.some((a) => a.key === productName) ? productName : null;
  const unknownArea = productName !== undefined && areaKey === null;
  const { data, refetch } = useQuery(unknownArea ? null : faqsQuery(q, areaKey));
  const open = params.get('article');
  const setOpen = (slug: string | null) => {
    const next = new URLSearchParams(params);
    if (slug === null) next.delete('article');
    else next.set('article', slug);
    setParams(next, { replace: true });
  };
  const area = FAQ_AREAS.find((a) => a.key === areaKey);

  return (
    <section className="help faqs" data-testid="faqs-page">
      <header className="help-head">
        <h1>{area ? `${area.title} — FAQ` : 'Frequently asked questions'}</h1>
        <input
          className="input help-search"
          type="search"
          placeholder="Search the FAQs (e.g. withdrawal / whitelist)"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          aria-label="Search the FAQs"
          data-testid="faq-search"
        />
      </header>
      <div className="help-grid">
        <nav className="card help-nav" aria-label="Product areas">
          <Link to="/faqs" className={areaKey === null ? 'active' : ''}>
            All areas
          </Link>
          {FAQ_AREAS.map((a) => (
            <Link
              key={a.key}
              to={`/faqs/product-features/${a.key}`}
              className={areaKey === a.key ? 'active' : ''}
              data-testid={`faq-area-link-${a.key}`}
            >
              {a.title}
            </Link>
          ))}
          <Link to="/v2/support" className="help-nav-support">
            Still stuck? Contact support
          </Link>
        </nav>
        <div className="help-main">
          {unknownArea && (
            <p className="empty-state" data-testid="faq-unknown-area">
              There is no product area called “{productName}”. Pick one from the list.
            </p>
          )}
          {data.status === 'error' && <LoadError message={data.message} onRetry={refetch} />}
          {data.status === 'loading' && <TableSkeleton rows={5} />}
          {data.status === 'ready' &&
            (data.value.every((g) => g.articles.length === 0) ? (
              <p className="empty-state" data-testid="faq-empty">
                {q === ''
                  ? 'No articles in this area yet.'
                  : `Nothing matches “${q}”. Try other words, or ask support.`}
              </p>
            ) : (
              data.value.map((g) => (
                <section
                  key={g.key}
                  className="card help-area"
                  data-testid="faq-area"
                  data-area={g.key}
                >
                  <h2>{g.title}</h2>
                  {g.articles.map((a) => (
                    <ArticleItem
                      key={a.slug}
                      article={a}
                      open={open === a.slug}
                      onToggle={() => setOpen(open === a.slug ? null : a.slug)}
                    />
                  ))}
                </section>
              ))
            ))}
        </div>
      </div>
    </section>
  );
}

function ArticleItem({
  article,
  open,
  onToggle,
}: {
  readonly article: FaqListed;
  readonly open: boolean;
  readonly onToggle: () => void;
}) {
  return (
    <div
      className={`help-article${open ? ' open' : ''}`}
      data-testid="faq-article"
      data-slug={article.slug}
    >
      <button
        type="button"
        className="help-article-title"
        aria-expanded={open}
        onClick={onToggle}
        data-testid="faq-article-toggle"
      >
        {article.title}
      </button>
      {open ? <ArticleBody slug={article.slug} /> : <p className="muted">{article.excerpt}</p>}
    </div>
  );
}

function ArticleBody({ slug }: { readonly slug: string }) {
  const { data } = useQuery(faqArticleQuery(slug));
  const feedback = useMutation();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (data.status !== 'ready') return <p className="muted">Loading…</p>;
  const a = data.value;
  async function answer(helpful: boolean) {
    const r = await feedback.run(faqFeedbackCall(slug, helpful, comment), faqFeedbackChanged(slug));
    setError(r.ok ? null : r.error);
  }
  const link = `${window.location.origin}/faqs/product-features/${a.area}?article=${a.slug}`;
  return (
    <div className="help-article-body" data-testid="faq-article-body">
      {a.body.split('\n').map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      <div className="help-feedback" data-testid="faq-feedback">
        <span>Was this helpful?</span>
        <button
          type="button"
          className={`btn btn-sm${a.feedback.mine === true ? ' btn-primary' : ''}`}
          aria-pressed={a.feedback.mine === true}
          disabled={feedback.pending}
          onClick={() => void answer(true)}
          data-testid="faq-helpful-yes"
        >
          Yes
        </button>
        <button
          type="button"
          className={`btn btn-sm${a.feedback.mine === false ? ' btn-primary' : ''}`}
          aria-pressed={a.feedback.mine === false}
          disabled={feedback.pending}
          onClick={() => void answer(false)}
          data-testid="faq-helpful-no"
        >
          No
        </button>
        <input
          className="input input-sm"
          placeholder="What was missing? (optional)"
          value={comment}
          maxLength={1000}
          onChange={(e) => setComment(e.target.value)}
          aria-label="Feedback comment"
        />
        {a.feedback.mine !== null && (
          <span className="muted" role="status" data-testid="faq-feedback-saved">
            Thanks — {a.feedback.helpful} found this helpful
          </span>
        )}
        <a className="help-permalink" href={link} data-testid="faq-permalink">
          Link to this answer
        </a>
      </div>
      {error && (
        <p className="alert-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
