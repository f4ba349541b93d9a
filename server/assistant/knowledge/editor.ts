// The admin knowledge-base editor (docs/assistant.md "Knowledge base"): an entity's admins add,
// edit, hide and show their entity's own articles and choose per role who reads them. A change
// of content, not of permissions or money, so it applies at once (no maker-checker request) and
// is written to the audit log in the same transaction, with the article before and after.
// Shipped articles are the product's (every entity reads them) and change with releases only.
import type { Kysely } from 'kysely';
import type { Role } from '../../../domain/permissions';
import type { AuditLog } from '../../audit/audit';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { KnowledgeBase, StoredArticle } from './knowledge';

export interface ArticleFields {
  readonly title: string;
  readonly body: string;
  readonly tags: readonly string[];
  /** Roles that read it; empty = every member of the entity. */
  readonly visible_to: readonly Role[];
  /** Reviewed (shown under the "curated" news profile) or a community note. */
  readonly curated: boolean;
}

export interface EditorActor {
  readonly userId: number;
  readonly entityId: number;
  readonly ip: string;
}

/** An article as the editor lists it: whether it is the entity's own (editable) or shipped. */
export interface EditorArticle {
  readonly slug: string;
  readonly title: string;
  readonly body: string;
  readonly tags: readonly string[];
  readonly visible_to: readonly string[];
  readonly curated: boolean;
  readonly hidden: boolean;
  readonly shipped: boolean;
  readonly updated_at: string;
  readonly updated_by: string | null;
}

const SHIPPED_TEXT =
  "Shipped articles are the product's and change with its releases; add your entity's own article instead.";

export class KnowledgeEditor {
  constructor(
    private readonly o: {
      db: Kysely<Database>;
      knowledge: KnowledgeBase;
      audit: AuditLog;
      now: () => number;
    },
  ) {}

  /** The shipped articles and every article of the entity, hidden ones too. */
  async list(entityId: number): Promise<EditorArticle[]> {
    await this.o.knowledge.ready();
    const rows = await this.o.db
      .selectFrom('assistant_articles')
      .leftJoin('users', 'users.id', 'assistant_articles.updated_by')
      .selectAll('assistant_articles')
      .select('users.email as editor')
      .where((eb) =>
        eb.or([
          eb('assistant_articles.entity_id', 'is', null),
          eb('assistant_articles.entity_id', '=', entityId),
        ]),
      )
      .orderBy('assistant_articles.entity_id', 'desc')
      .orderBy('assistant_articles.slug')
      .execute();
    return rows.map((r) => view(r, r.editor));
  }

  async create(actor: EditorActor, slug: string, fields: ArticleFields): Promise<EditorArticle> {
    await this.o.knowledge.ready();
    if (this.o.knowledge.isShipped(slug))
      throw new ApiError(409, 'SLUG_TAKEN', 'A shipped article has this slug', 'slug');
    const at = new Date(this.o.now());
    const row = await this.o.db.transaction().execute(async (tx) => {
      const inserted = await tx
        .insertInto('assistant_articles')
        .values({
          slug,
          ...columns(fields),
          entity_id: actor.entityId,
          hidden: false,
          updated_by: actor.userId,
          updated_at: at,
        })
        .onConflict((oc) => oc.column('slug').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!inserted) throw new ApiError(409, 'SLUG_TAKEN', 'An article has this slug', 'slug');
      await this.o.audit.record(
        {
          userId: actor.userId,
          entityId: actor.entityId,
          ip: actor.ip,
          action: 'kb_article_created',
          target: `article:${slug}`,
          after: auditView(inserted),
          outcome: 'success',
          at: at.getTime(),
        },
        tx,
      );
      return inserted;
    });
    this.o.knowledge.invalidate();
    return view(row, null);
  }

  /** Edits the entity's own article (any subset of the fields, or hides / shows it). */
  async update(
    actor: EditorActor,
    slug: string,
    patch: Partial<ArticleFields> & { readonly hidden?: boolean },
  ): Promise<EditorArticle> {
    const at = new Date(this.o.now());
    const row = await this.o.db.transaction().execute(async (tx) => {
      const before = await tx
        .selectFrom('assistant_articles')
        .selectAll()
        .where('slug', '=', slug)
        .forUpdate()
        .executeTakeFirst();
      if (before && before.entity_id === null)
        throw new ApiError(403, 'SHIPPED_ARTICLE', SHIPPED_TEXT, 'slug');
      if (!before || before.entity_id !== actor.entityId)
        throw new ApiError(404, 'NOT_FOUND', 'No such article', 'slug');
      const after = await tx
        .updateTable('assistant_articles')
        .set({
          ...columns({ ...fieldsOf(before), ...definedOnly(patch) }),
          hidden: patch.hidden ?? before.hidden,
          updated_by: actor.userId,
          updated_at: at,
        })
        .where('slug', '=', slug)
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.o.audit.record(
        {
          userId: actor.userId,
          entityId: actor.entityId,
          ip: actor.ip,
          action:
            patch.hidden === true && !before.hidden
              ? 'kb_article_hidden'
              : patch.hidden === false && before.hidden
                ? 'kb_article_shown'
                : 'kb_article_updated',
          target: `article:${slug}`,
          before: auditView(before),
          after: auditView(after),
          outcome: 'success',
          at: at.getTime(),
        },
        tx,
      );
      return after;
    });
    this.o.knowledge.invalidate();
    return view(row, null);
  }
}

const fieldsOf = (a: StoredArticle): ArticleFields => ({
  title: a.title,
  body: a.body,
  tags: a.tags,
  visible_to: a.visible_to as Role[],
  curated: a.curated,
});

function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const columns = (f: ArticleFields) => ({
  title: f.title.trim(),
  body: f.body.trim(),
  tags: [...new Set(f.tags.map((t) => t.trim().toLowerCase()).filter((t) => t !== ''))],
  visible_to: [...new Set(f.visible_to)],
  curated: f.curated,
});

const auditView = (a: StoredArticle) => ({
  title: a.title,
  tags: a.tags,
  visible_to: a.visible_to,
  curated: a.curated,
  hidden: a.hidden,
  body_chars: a.body.length,
});

function view(a: StoredArticle, editor: string | null): EditorArticle {
  return {
    slug: a.slug,
    title: a.title,
    body: a.body,
    tags: a.tags,
    visible_to: a.visible_to,
    curated: a.curated,
    hidden: a.hidden,
    shipped: a.entity_id === null,
    updated_at: a.updated_at.toISOString(),
    updated_by: editor,
  };
}
