// The knowledge base: articles in assistant_articles, searched with MiniSearch under the spec 5
// search rule (case-insensitive, split on spaces or '/', fuzzy), filtered by the reader — the
// shipped articles and their own entity's, not hidden, visible to one of their roles — and the
// news profile (curated only, all, or off). An admin's change reloads the index (editor.ts).
import type { Kysely } from 'kysely';
import MiniSearch from 'minisearch';
import type { AssistantSettings } from '../../../domain/assistant';
import type { Role } from '../../../domain/permissions';
import { searchTerms } from '../../../domain/text';
import type { Database } from '../../db/schema';
import { BUILT_IN_ARTICLES } from './articles';

/** Words that say nothing about a topic (questions are phrased with them). */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it me my of on or the this to what when where which who why will with you your'.split(
    ' ',
  ),
);

export interface StoredArticle {
  readonly slug: string;
  readonly title: string;
  readonly body: string;
  readonly tags: readonly string[];
  readonly visible_to: readonly string[];
  readonly curated: boolean;
  /** The entity whose admins wrote it; null: shipped with the product (every entity). */
  readonly entity_id: number | null;
  /** Hidden by an admin: nobody reads, finds or cites it (the editor still lists it). */
  readonly hidden: boolean;
  readonly updated_by: number | null;
  readonly updated_at: Date;
}

/** Who reads: their roles in the acting entity, and that entity. */
export interface Reader {
  readonly roles: readonly Role[];
  readonly entityId: number;
}

export interface ArticleHit {
  readonly slug: string;
  readonly title: string;
  readonly excerpt: string;
  readonly score: number;
}

/**
 * An article this reader may read: not hidden, shipped or their entity's own, and visible to one
 * of their roles (empty visibility = every member).
 */
export const mayReadArticle = (article: StoredArticle, reader: Reader): boolean =>
  !article.hidden &&
  (article.entity_id === null || article.entity_id === reader.entityId) &&
  (article.visible_to.length === 0 ||
    article.visible_to.some((r) => reader.roles.includes(r as Role)));

export class KnowledgeBase {
  private index: MiniSearch<StoredArticle> | null = null;
  private articles = new Map<string, StoredArticle>();
  private loading: Promise<void> | null = null;
  private synced = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
  ) {}

  /** Ships the built-in articles into the table (once per process) and indexes the table. */
  private async load(): Promise<void> {
    if (!this.synced) await this.sync();
    const rows = await this.db
      .selectFrom('assistant_articles')
      .selectAll()
      .orderBy('slug')
      .execute();
    this.indexRows(rows);
  }

  /** The shipped articles, kept current; an entity's own article of the same slug is left alone. */
  private async sync(): Promise<void> {
    const at = new Date(this.now());
    for (const a of BUILT_IN_ARTICLES) {
      const values = {
        title: a.title,
        body: a.body,
        tags: [...a.tags],
        visible_to: [...a.visibleTo],
        curated: a.curated,
        updated_at: at,
      };
      await this.db
        .insertInto('assistant_articles')
        .values({ slug: a.slug, ...values })
        .onConflict((oc) =>
          oc.column('slug').doUpdateSet(values).where('assistant_articles.entity_id', 'is', null),
        )
        .execute();
    }
    this.synced = true;
  }

  private indexRows(rows: readonly StoredArticle[]): void {
    const index = new MiniSearch<StoredArticle>({
      idField: 'slug',
      fields: ['title', 'body', 'tags'],
      storeFields: ['slug'],
      extractField: (doc, field) =>
        field === 'tags'
          ? doc.tags.join(' ')
          : String((doc as unknown as Record<string, unknown>)[field] ?? ''),
      // Spec 5: split on spaces or '/', case-insensitive.
      tokenize: (text) => text.split(/[\s/.,;:!?()"'`]+/u).filter((t) => t !== ''),
      processTerm: (term) => term.toLowerCase(),
      // Fuzzy and prefix only on longer words: short ones would match nearly anything.
      searchOptions: {
        fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
        prefix: (term) => term.length >= 4,
        boost: { title: 2, tags: 1.5 },
      },
    });
    index.addAll(rows);
    this.articles = new Map(rows.map((r) => [r.slug, r]));
    this.index = index;
  }

  /** An article changed (the admin editor): the next read reloads the index from the table. */
  invalidate(): void {
    this.loading = null;
  }

  /** Whether a slug is one the product ships (the editor refuses to take it). */
  isShipped(slug: string): boolean {
    return BUILT_IN_ARTICLES.some((a) => a.slug === slug);
  }

  async ready(): Promise<void> {
    this.loading ??= this.load().catch((error: unknown) => {
      this.loading = null;
      throw error;
    });
    await this.loading;
  }

  /** Articles matching the query the reader may see under the news profile, best first. */
  async search(
    query: string,
    reader: Reader & { readonly newsProfile: AssistantSettings['news_profile'] },
    limit = 3,
  ): Promise<ArticleHit[]> {
    if (reader.newsProfile === 'off') return [];
    await this.ready();
    const terms = searchTerms(query)
      .map((t) => t.replace(/[^\p{L}\p{N}-]/gu, ''))
      .filter((t) => t.length >= 2 && !STOP_WORDS.has(t));
    if (terms.length === 0 || !this.index) return [];
    // An article must match at least half of the question's meaningful words.
    const needed = Math.max(1, Math.ceil(terms.length / 2));
    return this.index
      .search(terms.join(' '), { combineWith: 'OR' })
      .map((hit) => ({ hit, article: this.articles.get(String(hit.id)) }))
      .filter(
        (x): x is { hit: typeof x.hit; article: StoredArticle } =>
          x.article !== undefined &&
          x.hit.queryTerms.length >= needed &&
          mayReadArticle(x.article, reader) &&
          (reader.newsProfile === 'all' || x.article.curated),
      )
      .slice(0, limit)
      .map(({ hit, article }) => ({
        slug: article.slug,
        title: article.title,
        excerpt: article.body.length > 280 ? `${article.body.slice(0, 277)}...` : article.body,
        score: hit.score,
      }));
  }

  /** One article for a reader, or null (unknown or not visible to them). */
  async article(slug: string, reader: Reader): Promise<StoredArticle | null> {
    await this.ready();
    const found = this.articles.get(slug);
    return found && mayReadArticle(found, reader) ? found : null;
  }

  /** Every article the reader may see (the knowledge-base list). */
  async list(reader: Reader): Promise<StoredArticle[]> {
    await this.ready();
    return [...this.articles.values()].filter((a) => mayReadArticle(a, reader));
  }
}
