// One thread: its messages with tool steps, drafts, citations and feedback, the answer being
// streamed, and the question box.
import { useState, type FormEvent } from 'react';
import {
  FEEDBACK_REASONS,
  type AssistantDraft,
  type AssistantStep,
} from '../../../domain/assistant';
import {
  articleQuery,
  ASSISTANT_INVALIDATES,
  confirmDraftCall,
  feedbackCall,
  threadQuery,
  type Feedback,
  type LiveAnswer,
  type ThreadMessage,
} from '../../tab/assistant/assistant';
import type { AskView } from '../../tab/react/assistant';
import { useMutation, useQuery } from '../../tab/react/query';
import { Markdown } from './Markdown';

const REASON_LABELS: Record<string, string> = {
  correct: 'Correct',
  helpful: 'Helpful',
  wrong_numbers: 'Wrong numbers',
  not_what_i_asked: 'Not what I asked',
  too_long: 'Too long',
  too_short: 'Too short',
  missing_data: 'Missing data',
};

export const SUGGESTIONS = [
  'What is my USDC exposure across venues?',
  'What are my total holdings worth?',
  'Which approvals are waiting for me?',
  'What is the price of BTC?',
  'Draft a transfer of 500k USDC from OTC Main to Cold Vault',
];

function Steps({ steps }: { readonly steps: readonly AssistantStep[] }) {
  if (steps.length === 0) return null;
  return (
    <ol className="ast-steps" aria-label="Steps taken">
      {steps.map((s, i) => (
        <li key={i} className={`ast-step ast-step-${s.status}`} data-testid="ast-step">
          <span className="ast-step-tool">{s.tool.replace(/_/g, ' ')}</span>{' '}
          <span className="ast-step-status">{s.status}</span>
          {s.status === 'refused' && <span className="ast-step-summary"> — {s.summary}</span>}
        </li>
      ))}
    </ol>
  );
}

function DraftCard({ draft, id }: { readonly draft: AssistantDraft; readonly id: string }) {
  const { pending, run } = useMutation();
  const [outcome, setOutcome] = useState<string | null>(null);
  const confirm = async () => {
    const res = await run<{ request?: { request_id?: string; status_text?: string } }>(
      confirmDraftCall(draft, id),
      { tags: ['approvals'] },
    );
    setOutcome(
      res.ok
        ? `Request ${res.value.request?.request_id ?? ''} submitted for approval (${res.value.request?.status_text ?? 'requested'}).`
        : res.error,
    );
  };
  return (
    <div className="ast-draft" data-testid="ast-draft">
      <div className="ast-draft-title">Draft — nothing has moved</div>
      <div>{draft.summary}</div>
      {outcome === null ? (
        <button
          type="button"
          className="btn btn-primary"
          disabled={pending}
          onClick={() => void confirm()}
        >
          Confirm and submit for approval
        </button>
      ) : (
        <div role="status" className="ast-draft-outcome">
          {outcome}
        </div>
      )}
    </div>
  );
}

function FeedbackBar({ message }: { readonly message: ThreadMessage }) {
  const { pending, run } = useMutation();
  const [details, setDetails] = useState(false);
  const current = message.feedback;
  const [reasons, setReasons] = useState<readonly string[]>(current?.reasons ?? []);
  const [comment, setComment] = useState(current?.comment ?? '');
  const save = (feedback: Feedback) =>
    run(feedbackCall(message.id, feedback), ASSISTANT_INVALIDATES);
  const rate = (rating: 'up' | 'down') => {
    void save({ rating, reasons, comment });
    if (rating === 'down') setDetails(true);
  };
  return (
    <div className="ast-feedback" data-testid="ast-feedback">
      <button
        type="button"
        aria-pressed={current?.rating === 'up'}
        aria-label="Good answer"
        className={`ast-rate${current?.rating === 'up' ? ' on' : ''}`}
        disabled={pending}
        onClick={() => rate('up')}
        data-testid="ast-rate-up"
      >
        ▲
      </button>
      <button
        type="button"
        aria-pressed={current?.rating === 'down'}
        aria-label="Bad answer"
        className={`ast-rate${current?.rating === 'down' ? ' on' : ''}`}
        disabled={pending}
        onClick={() => rate('down')}
        data-testid="ast-rate-down"
      >
        ▼
      </button>
      {current && !details && (
        <button type="button" className="ast-link" onClick={() => setDetails(true)}>
          Add details
        </button>
      )}
      {details && current && (
        <div className="ast-feedback-details">
          <div className="ast-chips" role="group" aria-label="Reasons">
            {FEEDBACK_REASONS.map((r) => (
              <button
                key={r}
                type="button"
                className={`ast-chip${reasons.includes(r) ? ' on' : ''}`}
                aria-pressed={reasons.includes(r)}
                onClick={() =>
                  setReasons(reasons.includes(r) ? reasons.filter((x) => x !== r) : [...reasons, r])
                }
                data-testid={`ast-reason-${r}`}
              >
                {REASON_LABELS[r] ?? r}
              </button>
            ))}
          </div>
          <textarea
            className="ast-comment"
            placeholder="Comment (optional)"
            maxLength={1000}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          <button
            type="button"
            className="btn"
            disabled={pending}
            onClick={() => {
              void save({ rating: current.rating, reasons, comment }).then(() => setDetails(false));
            }}
            data-testid="ast-feedback-save"
          >
            Save feedback
          </button>
        </div>
      )}
      {current && current.reasons.length > 0 && !details && (
        <span className="ast-feedback-reasons">
          {current.reasons.map((r) => REASON_LABELS[r] ?? r).join(', ')}
        </span>
      )}
    </div>
  );
}

function Article({ slug, onClose }: { readonly slug: string; readonly onClose: () => void }) {
  const { data } = useQuery(articleQuery(slug));
  return (
    <aside className="ast-article" aria-label="Knowledge base article">
      <button type="button" className="ast-link" onClick={onClose}>
        Close
      </button>
      {data.status === 'ready' ? (
        <>
          <h3>{data.value.title}</h3>
          <p>{data.value.body}</p>
        </>
      ) : data.status === 'error' ? (
        <p>{data.message}</p>
      ) : (
        <p>Loading…</p>
      )}
    </aside>
  );
}

function AssistantBubble({
  text,
  steps,
  drafts,
  idPrefix,
  onArticle,
  streaming,
}: {
  readonly text: string;
  readonly steps: readonly AssistantStep[];
  readonly drafts: readonly AssistantDraft[];
  readonly idPrefix: string;
  readonly onArticle: (slug: string) => void;
  readonly streaming: boolean;
}) {
  return (
    <>
      <Steps steps={steps} />
      <Markdown text={text} onArticle={onArticle} />
      {streaming && <span className="ast-caret" aria-hidden="true" />}
      {drafts.map((d, i) => (
        <DraftCard key={i} draft={d} id={`${idPrefix}-${i}`} />
      ))}
    </>
  );
}

export function Conversation({
  threadId,
  asking,
  onAsk,
}: {
  readonly threadId: number | null;
  readonly asking: AskView;
  readonly onAsk: (question: string) => void;
}) {
  const { data } = useQuery(threadId === null ? null : threadQuery(threadId));
  const [draft, setDraft] = useState('');
  const [article, setArticle] = useState<string | null>(null);
  const stored = data.status === 'ready' ? data.value.messages : [];
  const live: LiveAnswer | null = asking.live;
  const recorded = live?.messageId != null && stored.some((m) => m.id === live.messageId);
  const showLive = live !== null && !recorded;
  // While an answer streams, its question and unfinished row (if the thread reloaded) show live.
  const messages = showLive
    ? stored.filter((m) => live.userMessageId === null || m.id < live.userMessageId)
    : stored;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = draft.trim();
    if (q === '' || asking.pending) return;
    setDraft('');
    onAsk(q);
  };
  return (
    <section className="ast-conversation" aria-label="Conversation">
      <div className="ast-messages" data-testid="ast-messages">
        {messages.length === 0 && !showLive && (
          <div className="ast-empty">
            <p>Ask about your balances, orders, approvals or the market.</p>
            <div className="ast-suggestions">
              {SUGGESTIONS.map((s) => (
                <button key={s} type="button" className="ast-chip" onClick={() => onAsk(s)}>
                  {s}
                </button>
              ))}
            </div>
          </div>
        )}
        {messages.map((m) =>
          m.role === 'user' ? (
            <div key={m.id} className="ast-msg ast-msg-user" data-testid="ast-user-message">
              {m.content}
            </div>
          ) : (
            <div
              key={m.id}
              className={`ast-msg ast-msg-assistant${m.status === 'failed' ? ' failed' : ''}`}
              data-testid="ast-answer"
            >
              <AssistantBubble
                text={m.status === 'streaming' && m.content === '' ? 'Answering…' : m.content}
                steps={m.steps}
                drafts={m.drafts}
                idPrefix={`ast-${m.id}`}
                onArticle={setArticle}
                streaming={false}
              />
              <FeedbackBar message={m} />
            </div>
          ),
        )}
        {showLive && asking.question !== null && (
          <div className="ast-msg ast-msg-user">{asking.question}</div>
        )}
        {showLive && (
          <div
            className="ast-msg ast-msg-assistant"
            data-testid="ast-live-answer"
            aria-live="polite"
          >
            <AssistantBubble
              text={live.error ?? live.text}
              steps={live.steps}
              drafts={live.drafts}
              idPrefix={`ast-live-${live.messageId ?? 0}`}
              onArticle={setArticle}
              streaming={!live.done}
            />
          </div>
        )}
      </div>
      {article !== null && <Article slug={article} onClose={() => setArticle(null)} />}
      <form className="ast-composer" onSubmit={submit}>
        <textarea
          aria-label="Ask the assistant"
          placeholder="Ask about your balances, orders, approvals…"
          value={draft}
          maxLength={4000}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) submit(e);
          }}
          data-testid="ast-input"
        />
        <button
          type="submit"
          className="btn btn-primary"
          disabled={asking.pending || draft.trim() === ''}
          data-testid="ast-send"
        >
          {asking.pending ? 'Answering…' : 'Ask'}
        </button>
      </form>
    </section>
  );
}
