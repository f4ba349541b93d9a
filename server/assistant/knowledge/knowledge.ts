// The knowledge base: articles in assistant_articles, searched with MiniSearch under the spec 5
// search rule (case-insensitive, split on spaces or '/', fuzzy), filtered by the reader's roles
// and the news profile (curated only, all, or off).
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
}

export interface ArticleHit {
  readonly slug: string;
  readonly title: string;
  readonly excerpt: string;
  readonly score: number;
}

/** An article a member with these roles may read (empty visibility = everyone). */
export const mayReadArticle = (article: StoredArticle, roles: readonly Role[]): boolean =>
  article.visible_to.length === 0 || article.visible_to.some((r) => roles.includes(r as Role));

export class KnowledgeBase {
  private index: MiniSearch<StoredArticle> | null = null;
  private articles = new Map<string, StoredArticle>();
  private loading: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
  ) {}

  /** Ships the built-in articles into the table (once per process) and indexes the table. */
  private async load(): Promise<void> {
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
        .onConflict((oc) => oc.column('slug').doUpdateSet(values))
        .execute();
    }
    const rows = await this.db
      .selectFrom('assistant_articles')
      .selectAll()
      .orderBy('slug')
      .execute();
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
    reader: { roles: readonly Role[]; newsProfile: AssistantSettings['news_profile'] },
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
          mayReadArticle(x.article, reader.roles) &&
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
  async article(slug: string, roles: readonly Role[]): Promise<StoredArticle | null> {
    await this.ready();
    const found = this.articles.get(slug);
    return found && mayReadArticle(found, roles) ? found : null;
  }

  /** Every article the reader may see (the knowledge-base list). */
  async list(roles: readonly Role[]): Promise<StoredArticle[]> {
    await this.ready();
    return [...this.articles.values()].filter((a) => mayReadArticle(a, roles));
  }
}
