// FAQ calls (docs/faqs-support.md): the knowledge base's articles a member may read, grouped by
// product area, searched by spec 5 through the assistant's knowledge base (one index, one set
// of visibility rules), one article with its feedback, and "was this helpful" answers.
import type { FastifyInstance } from 'fastify';
import { FAQ_AREAS, faqAreaOf, isFaqArea } from '../../domain/faq';
import { authOf } from '../auth/authenticate';
import { ApiError } from '../http/errors';
import { closedObject, noQuery } from '../http/schemas';
import type { VenueServices } from '../services';
import { feedbackOf, saveFeedback } from './store';

const MEMBER = { access: { action: 'member' } } as const;
const SLUG = { type: 'string', pattern: '^[a-z0-9-]{1,80}$' } as const;

interface Listed {
  readonly slug: string;
  readonly title: string;
  readonly excerpt: string;
  readonly area: string;
}

export function registerFaqRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db' | 'assistant' | 'now'>,
): void {
  const { db } = deps;
  const knowledge = () => deps.assistant.deps.knowledge;

  app.get<{ Querystring: { q?: string; area?: string } }>(
    '/uapi/v1/faqs',
    {
      config: MEMBER,
      schema: {
        querystring: closedObject(
          { q: { type: 'string', maxLength: 200 }, area: { type: 'string', maxLength: 40 } },
          [],
        ),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const q = request.query.q?.trim() ?? '';
      const area = request.query.area ?? '';
      if (area !== '' && !isFaqArea(area))
        throw new ApiError(404, 'NOT_FOUND', 'No such product area', 'area');
      const all = await knowledge().list(auth);
      const bySlug = new Map(all.map((a) => [a.slug, a]));
      let listed: Listed[];
      if (q === '') {
        listed = all.map((a) => ({
          slug: a.slug,
          title: a.title,
          excerpt: a.body.length > 200 ? `${a.body.slice(0, 197)}...` : a.body,
          area: faqAreaOf(a.tags),
        }));
      } else {
        const hits = await knowledge().search(
          q,
          { roles: auth.roles, entityId: auth.entityId, newsProfile: 'all' },
          50,
        );
        listed = hits.map((h) => ({
          slug: h.slug,
          title: h.title,
          excerpt: h.excerpt,
          area: faqAreaOf(bySlug.get(h.slug)?.tags ?? []),
        }));
      }
      const areas = FAQ_AREAS.filter((a) => area === '' || a.key === area)
        .map((a) => ({
          key: a.key,
          title: a.title,
          articles: listed.filter((x) => x.area === a.key),
        }))
        .filter((a) => a.articles.length > 0 || a.key === area);
      return { query: q, areas };
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/uapi/v1/faqs/articles/:slug',
    { config: MEMBER, schema: { params: closedObject({ slug: SLUG }), querystring: noQuery } },
    async (request) => {
      const auth = authOf(request);
      const article = await knowledge().article(request.params.slug, auth);
      if (!article) throw new ApiError(404, 'NOT_FOUND', 'No such article', 'slug');
      return {
        article: {
          slug: article.slug,
          title: article.title,
          body: article.body,
          area: faqAreaOf(article.tags),
          tags: article.tags,
        },
        feedback: await feedbackOf(db, article.slug, auth.userId),
      };
    },
  );

  app.put<{ Params: { slug: string }; Body: { helpful: boolean; comment?: string } }>(
    '/uapi/v1/faqs/articles/:slug/feedback',
    {
      config: MEMBER,
      schema: {
        params: closedObject({ slug: SLUG }),
        body: closedObject(
          { helpful: { type: 'boolean' }, comment: { type: 'string', maxLength: 1000 } },
          ['helpful'],
        ),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const article = await knowledge().article(request.params.slug, auth);
      if (!article) throw new ApiError(404, 'NOT_FOUND', 'No such article', 'slug');
      await saveFeedback(db, {
        userId: auth.userId,
        slug: article.slug,
        helpful: request.body.helpful,
        comment: request.body.comment?.trim() ?? '',
        at: new Date(deps.now()),
      });
      return { feedback: await feedbackOf(db, article.slug, auth.userId) };
    },
  );
}
