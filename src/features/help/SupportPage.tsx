// Support (spec 2.3 /v2/support; docs/faqs-support.md): the entity's tickets, opening one (with
// knowledge-base suggestions while the subject is typed), its thread with small attachments,
// replies and status. The provider's support staff get the staff view on the same screen: every
// institution's tickets, answers as the desk and every status. Live: ticket changes ride the
// entity's member topic (and the desk's).
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTimeUtc } from '../../../domain/dates';
import {
  faqsQuery,
  MAX_ATTACHMENT_BYTES,
  openTicketCall,
  replyCall,
  statusCall,
  SUPPORT_CATEGORIES,
  SUPPORT_CHANGED,
  SUPPORT_PRIORITIES,
  ticketQuery,
  ticketsQuery,
  type AttachmentDraft,
  type Ticket,
  type TicketStatus,
} from '../../tab/help/help';
import { useMutation, useQuery } from '../../tab/react/query';
import { SelectField, TextField } from '../../ui/fields';
import { LoadError, TableSkeleton } from '../admin/Outcome';
import '../admin/admin.css';
import './help.css';

const STATUS_TONE: Record<string, string> = {
  open: 'warning',
  pending: 'neutral',
  resolved: 'success',
  closed: 'neutral',
};

const when = (iso: string) => formatDateTimeUtc(Date.parse(iso));

export default function SupportPage() {
  const { data, refetch } = useQuery(ticketsQuery);
  const [selected, setSelected] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const tickets = data.status === 'ready' ? data.value.tickets : null;
  const staff = data.status === 'ready' && data.value.staff;
  const shown = selected ?? tickets?.[0]?.id ?? null;
  return (
    <section
      className="help support"
      data-testid="support-page"
      data-view={staff ? 'staff' : 'customer'}
    >
      <header className="help-head">
        <h1>{staff ? 'Support desk' : 'Support'}</h1>
        {staff ? (
          <span className="muted" data-testid="support-staff-view">
            Every institution&apos;s tickets. Your answer sets the ticket pending and emails its
            owner.
          </span>
        ) : (
          <>
            <span className="muted">
              Our desk answers in the ticket thread; you get an email when they do. Quick answers:{' '}
              <Link to="/faqs">FAQs</Link>.
            </span>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => setCreating(true)}
              data-testid="ticket-new"
            >
              New ticket
            </button>
          </>
        )}
      </header>
      {creating && (
        <NewTicket
          onDone={(id) => {
            setCreating(false);
            if (id !== null) setSelected(id);
          }}
        />
      )}
      <div className="help-grid">
        <div className="card help-tickets" data-testid="ticket-list">
          {data.status === 'error' && <LoadError message={data.message} onRetry={refetch} />}
          {data.status === 'loading' && <TableSkeleton rows={4} />}
          {tickets !== null &&
            (tickets.length === 0 ? (
              <p className="empty-state" data-testid="tickets-empty">
                No tickets yet. Open one for anything about trading, custody, withdrawals, your
                account or a technical problem.
              </p>
            ) : (
              tickets.map((t) => (
                <button
                  key={t.id}
                  type="button"
                  className={`help-ticket${shown === t.id ? ' active' : ''}`}
                  onClick={() => setSelected(t.id)}
                  data-testid="ticket-row"
                  data-status={t.status}
                >
                  <span className="help-ticket-subject">
                    #{t.id} {t.subject}
                  </span>
                  <span className="cell-sub">
                    {staff && <>{t.institution} · </>}
                    {t.category} · {t.priority} ·{' '}
                    <span className={`status-text status-${STATUS_TONE[t.status] ?? 'neutral'}`}>
                      {t.status}
                    </span>{' '}
                    · {when(t.updatedAt)}
                  </span>
                </button>
              ))
            ))}
        </div>
        <div className="help-main">
          {shown !== null ? (
            <Thread id={shown} staff={staff} />
          ) : (
            tickets !== null && (
              <p className="empty-state card">Select a ticket to read its thread.</p>
            )
          )}
        </div>
      </div>
    </section>
  );
}

async function readAttachment(file: File): Promise<AttachmentDraft | string> {
  if (file.size > MAX_ATTACHMENT_BYTES) return 'Attachments are limited to 256 KB';
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return {
    name: file.name.slice(0, 120),
    type: file.type || 'application/octet-stream',
    base64: btoa(binary),
  };
}

function AttachmentInput({
  onChange,
  testId,
}: {
  readonly onChange: (a: AttachmentDraft | null, error: string | null) => void;
  readonly testId: string;
}) {
  return (
    <label className="field">
      <span className="field-label">Attachment (optional, up to 256 KB)</span>
      <input
        type="file"
        className="input input-sm"
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (!file) return onChange(null, null);
          void readAttachment(file).then((r) =>
            typeof r === 'string' ? onChange(null, r) : onChange(r, null),
          );
        }}
      />
    </label>
  );
}

function NewTicket({ onDone }: { readonly onDone: (id: number | null) => void }) {
  const [subject, setSubject] = useState('');
  const [category, setCategory] = useState('trading');
  const [priority, setPriority] = useState('normal');
  const [body, setBody] = useState('');
  const [attachment, setAttachment] = useState<AttachmentDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const t = window.setTimeout(() => setDebounced(subject.trim()), 300);
    return () => window.clearTimeout(t);
  }, [subject]);
  // The assistant's knowledge base suggests answers while the subject is written.
  const suggestions = useQuery(debounced.length >= 3 ? faqsQuery(debounced, null) : null);
  const open = useMutation();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const r = await open.run<{ ticket: { id: number } }>(
      openTicketCall({
        subject: subject.trim(),
        category,
        priority,
        body: body.trim(),
        attachment,
      }),
      SUPPORT_CHANGED,
    );
    if (r.ok) onDone(r.value.ticket.id);
    else setError(r.error);
  }

  const hits =
    suggestions.data.status === 'ready'
      ? suggestions.data.value
          .flatMap((g) => g.articles.map((a) => ({ ...a, area: g.key })))
          .slice(0, 4)
      : [];
  return (
    <form className="card help-new" onSubmit={submit} data-testid="ticket-form">
      <h2>New ticket</h2>
      <div className="help-form-grid">
        <TextField
          label="Subject"
          value={subject}
          onChange={setSubject}
          maxLength={160}
          testId="ticket-subject"
        />
        <SelectField
          label="Category"
          value={category}
          onChange={setCategory}
          options={SUPPORT_CATEGORIES.map((c) => ({
            value: c,
            label: c[0]?.toUpperCase() + c.slice(1),
          }))}
          testId="ticket-category"
        />
        <SelectField
          label="Priority"
          value={priority}
          onChange={setPriority}
          options={SUPPORT_PRIORITIES.map((c) => ({
            value: c,
            label: c[0]?.toUpperCase() + c.slice(1),
          }))}
          testId="ticket-priority"
        />
      </div>
      {hits.length > 0 && (
        <div className="help-suggest" data-testid="ticket-suggestions">
          <span className="muted">These answers may help:</span>
          {hits.map((h) => (
            <Link
              key={h.slug}
              to={`/faqs/product-features/${h.area}?article=${h.slug}`}
              target="_blank"
            >
              {h.title}
            </Link>
          ))}
        </div>
      )}
      <label className="field">
        <span className="field-label">Describe the issue</span>
        <textarea
          className="input help-textarea"
          value={body}
          maxLength={5000}
          onChange={(e) => setBody(e.target.value)}
          data-testid="ticket-body"
        />
      </label>
      <AttachmentInput
        testId="ticket-attachment"
        onChange={(a, err) => {
          setAttachment(a);
          setError(err);
        }}
      />
      {error && (
        <p className="alert-error" role="alert" data-testid="ticket-error">
          {error}
        </p>
      )}
      <div className="admin-actions">
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => onDone(null)}>
          Cancel
        </button>
        <button
          type="submit"
          className="btn btn-primary btn-sm"
          disabled={open.pending || subject.trim() === '' || body.trim() === ''}
          data-testid="ticket-submit"
        >
          Open ticket
        </button>
      </div>
    </form>
  );
}

const DESK_STATUSES: readonly TicketStatus[] = ['open', 'pending', 'resolved', 'closed'];

function Thread({ id, staff }: { readonly id: number; readonly staff: boolean }) {
  const { data, refetch } = useQuery(ticketQuery(id));
  const [body, setBody] = useState('');
  const [attachment, setAttachment] = useState<AttachmentDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = useMutation();
  if (data.status === 'error') return <LoadError message={data.message} onRetry={refetch} />;
  const value =
    data.status === 'ready' ? data.value : data.status === 'loading' ? data.stale : undefined;
  if (!value) return <TableSkeleton rows={3} />;
  const t: Ticket = value.ticket;
  async function reply(e: FormEvent) {
    e.preventDefault();
    const r = await send.run(replyCall(id, body.trim(), attachment), SUPPORT_CHANGED);
    if (r.ok) {
      setBody('');
      setAttachment(null);
      setError(null);
    } else setError(r.error);
  }
  async function status(s: TicketStatus) {
    const r = await send.run(statusCall(id, s), SUPPORT_CHANGED);
    setError(r.ok ? null : r.error);
  }
  return (
    <article className="card help-thread" data-testid="ticket-thread" data-status={t.status}>
      <header className="help-thread-head">
        <h2>
          #{t.id} {t.subject}
        </h2>
        <span className="cell-sub">
          {t.category} · {t.priority} priority · opened by {t.author}
          {staff ? ` (${t.institution})` : ''} {when(t.createdAt)}
        </span>
        <span
          className={`status-text status-${STATUS_TONE[t.status] ?? 'neutral'}`}
          data-testid="ticket-status"
        >
          {t.status}
        </span>
      </header>
      <ol className="help-messages">
        {value.messages.map((m) => (
          <li key={m.id} className={m.staff ? 'staff' : 'customer'} data-testid="ticket-message">
            <div className="cell-sub">
              {m.staff ? `${m.author} (support desk)` : m.author} · {when(m.createdAt)}
            </div>
            {m.body.split('\n').map((p, i) => (
              <p key={i}>{p}</p>
            ))}
            {m.attachment && (
              <p className="help-attachment" data-testid="ticket-attachment-name">
                Attachment: {m.attachment.name} ({Math.max(1, Math.round(m.attachment.size / 1024))}{' '}
                KB)
              </p>
            )}
          </li>
        ))}
      </ol>
      {staff && (
        <div className="admin-actions" data-testid="ticket-desk-status">
          <span className="muted">Set status:</span>
          {DESK_STATUSES.filter((x) => x !== t.status).map((x) => (
            <button
              key={x}
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={send.pending}
              onClick={() => void status(x)}
              data-testid={`ticket-set-${x}`}
            >
              {x}
            </button>
          ))}
        </div>
      )}
      {t.status !== 'closed' ? (
        <form onSubmit={reply} className="help-reply">
          <label className="field">
            <span className="field-label">{staff ? 'Answer as the support desk' : 'Reply'}</span>
            <textarea
              className="input help-textarea"
              value={body}
              maxLength={5000}
              onChange={(e) => setBody(e.target.value)}
              data-testid="ticket-reply"
            />
          </label>
          <AttachmentInput
            testId="ticket-reply-attachment"
            onChange={(a, err) => {
              setAttachment(a);
              setError(err);
            }}
          />
          <div className="admin-actions">
            {!staff && t.status !== 'resolved' && (
              <button
                type="button"
                className="btn btn-sm"
                onClick={() => void status('resolved')}
                data-testid="ticket-resolve"
              >
                Mark resolved
              </button>
            )}
            {!staff && (
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => void status('closed')}
                data-testid="ticket-close"
              >
                Close ticket
              </button>
            )}
            <button
              type="submit"
              className="btn btn-primary btn-sm"
              disabled={send.pending || body.trim() === ''}
              data-testid="ticket-reply-send"
            >
              {staff ? 'Send answer' : 'Send reply'}
            </button>
          </div>
        </form>
      ) : (
        <p className="muted">This ticket is closed. Open a new one if you need more help.</p>
      )}
      {error && (
        <p className="alert-error" role="alert">
          {error}
        </p>
      )}
    </article>
  );
}
