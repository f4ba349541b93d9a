// Admin → Knowledge base: the articles the assistant and the FAQ pages read. The entity's own
// articles are added, edited, hidden and shown here, each with the roles that may read it; a
// change of content applies at once and is written to the audit log (no approval request).
// Shipped articles are listed read-only: they are the product's and change with its releases.
import { useState } from 'react';
import { ROLES, type Role } from '../../../domain/permissions';
import {
  adminArticlesQuery,
  createArticleCall,
  setHiddenCall,
  updateArticleCall,
  visibilityText,
  type ArticleDraft,
  type EditorArticle,
} from '../../tab/admin/knowledge';
import { useMutation, useQuery } from '../../tab/react/query';
import { TextField } from '../../ui/fields';
import { LoadError, TableSkeleton } from './Outcome';

const INVALIDATES = { tags: ['assistant'] } as const;
const EMPTY: ArticleDraft = { title: '', body: '', tags: '', visibleTo: [], curated: true };

const draftOf = (a: EditorArticle): ArticleDraft => ({
  title: a.title,
  body: a.body,
  tags: a.tags.join(', '),
  visibleTo: a.visibleTo,
  curated: a.curated,
});

function Editor({
  editing,
  onDone,
}: {
  /** The entity's article being edited, or null for a new one. */
  readonly editing: EditorArticle | null;
  readonly onDone: () => void;
}) {
  const [slug, setSlug] = useState('');
  const [draft, setDraft] = useState<ArticleDraft>(editing ? draftOf(editing) : EMPTY);
  const [error, setError] = useState<string | null>(null);
  const { pending, run } = useMutation();
  const set = (patch: Partial<ArticleDraft>) => setDraft({ ...draft, ...patch });
  const toggleRole = (role: Role) =>
    set({
      visibleTo: draft.visibleTo.includes(role)
        ? draft.visibleTo.filter((r) => r !== role)
        : [...draft.visibleTo, role],
    });
  async function save() {
    const res = await run(
      editing ? updateArticleCall(editing.slug, draft) : createArticleCall(slug.trim(), draft),
      INVALIDATES,
    );
    if (!res.ok) return setError(res.error);
    setError(null);
    onDone();
  }
  return (
    <div className="card admin-card" data-testid="kb-editor">
      <header className="admin-card-head">
        <h2>{editing ? `Edit “${editing.title}”` : 'New article'}</h2>
        <span className="muted">Applies at once; recorded in the audit log.</span>
      </header>
      <div className="kb-form">
        {!editing && (
          <TextField
            label="Slug (a-z, 0-9, -)"
            value={slug}
            onChange={setSlug}
            mono
            testId="kb-slug"
          />
        )}
        <TextField
          label="Title"
          value={draft.title}
          onChange={(title) => set({ title })}
          testId="kb-title"
        />
        <label className="field">
          <span className="field-label">Text</span>
          <textarea
            className="input"
            rows={6}
            value={draft.body}
            onChange={(e) => set({ body: e.target.value })}
            data-testid="kb-body"
          />
        </label>
        <TextField
          label="Tags (comma separated; the first naming an FAQ area files it there)"
          value={draft.tags}
          onChange={(tags) => set({ tags })}
          testId="kb-tags"
        />
        <fieldset className="kb-roles">
          <legend className="field-label">Who may read it (none ticked: every member)</legend>
          {ROLES.map((role) => (
            <label key={role} className="kb-role">
              <input
                type="checkbox"
                checked={draft.visibleTo.includes(role)}
                onChange={() => toggleRole(role)}
                data-testid={`kb-role-${role}`}
              />{' '}
              {role}
            </label>
          ))}
        </fieldset>
        <label className="kb-role">
          <input
            type="checkbox"
            checked={draft.curated}
            onChange={() => set({ curated: !draft.curated })}
          />{' '}
          Reviewed (shown under the “curated” news profile)
        </label>
        {error && (
          <div className="field-error" role="alert">
            {error}
          </div>
        )}
        <div className="kb-actions">
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={pending}
            onClick={() => void save()}
            data-testid="kb-save"
          >
            {editing ? 'Save article' : 'Add article'}
          </button>
          <button type="button" className="btn btn-sm" onClick={onDone}>
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}

function Row({
  article,
  onEdit,
}: {
  readonly article: EditorArticle;
  readonly onEdit: () => void;
}) {
  const { pending, run } = useMutation();
  return (
    <tr data-testid="kb-row" data-slug={article.slug} data-hidden={article.hidden}>
      <td className="cell-main">
        {article.title}
        <div className="muted mono">{article.slug}</div>
      </td>
      <td>{visibilityText(article.visibleTo)}</td>
      <td>
        {article.shipped ? 'Shipped' : article.hidden ? 'Hidden' : 'Published'}
        {!article.curated && ' · not reviewed'}
      </td>
      <td className="muted">{article.shipped ? '' : (article.updatedBy ?? '')}</td>
      <td className="actions-col">
        {!article.shipped && (
          <>
            <button type="button" className="btn btn-ghost btn-sm" onClick={onEdit}>
              Edit
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={pending}
              data-testid="kb-toggle-hidden"
              onClick={() => void run(setHiddenCall(article.slug, !article.hidden), INVALIDATES)}
            >
              {article.hidden ? 'Show' : 'Hide'}
            </button>
          </>
        )}
      </td>
    </tr>
  );
}

export function KnowledgeTab() {
  const { data, refetch } = useQuery(adminArticlesQuery);
  const [editing, setEditing] = useState<EditorArticle | 'new' | null>(null);
  return (
    <section className="admin-section" data-testid="admin-knowledge">
      {editing !== null && (
        <Editor
          key={editing === 'new' ? 'new' : editing.slug}
          editing={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <div className="card admin-card">
        <header className="admin-card-head">
          <h2>Knowledge base</h2>
          <span className="muted">
            What the assistant and the FAQs answer from. Your entity’s own articles are seen only by
            its members, and only by the roles you choose.
          </span>
          <button
            type="button"
            className="btn btn-sm"
            onClick={() => setEditing('new')}
            data-testid="kb-new"
          >
            New article
          </button>
        </header>
        {data.status === 'error' && <LoadError message={data.message} onRetry={refetch} />}
        {data.status === 'loading' && <TableSkeleton rows={8} />}
        {data.status === 'ready' && (
          <table className="dense-table">
            <thead>
              <tr>
                <th>Article</th>
                <th>Who reads it</th>
                <th>Status</th>
                <th>Last changed by</th>
                <th className="actions-col" />
              </tr>
            </thead>
            <tbody>
              {data.value.map((a) => (
                <Row key={a.slug} article={a} onEdit={() => setEditing(a)} />
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
