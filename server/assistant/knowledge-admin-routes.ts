// The admin knowledge-base editor's calls (docs/assistant.md "Knowledge base"): list the shipped
// articles and the entity's own, add one, edit, hide or show one. The entity's admins (the
// action that manages what the entity's product shows, 'Manage Feature Flags') change content,
// not permissions, so a change applies at once and is audited (knowledge/editor.ts).
import type { FastifyInstance } from 'fastify';
import { ROLES, type Role } from '../../domain/permissions';
import { authOf } from '../auth/authenticate';
import { closedObject, noQuery } from '../http/schemas';
import type { VenueServices } from '../services';
import { KnowledgeEditor, type ArticleFields } from './knowledge/editor';

const MANAGE = { access: { action: 'Manage Feature Flags' } } as const;
const SLUG = { type: 'string', pattern: '^[a-z0-9-]{1,80}$' } as const;
const FIELDS = {
  title: { type: 'string', minLength: 1, maxLength: 160, pattern: '\\S' },
  body: { type: 'string', minLength: 1, maxLength: 8000, pattern: '\\S' },
  tags: {
    type: 'array',
    maxItems: 12,
    items: { type: 'string', pattern: '^[A-Za-z0-9 -]{1,30}$' },
  },
  visible_to: { type: 'array', uniqueItems: true, items: { type: 'string', enum: [...ROLES] } },
  curated: { type: 'boolean' },
} as const;

interface FieldsBody {
  title?: string;
  body?: string;
  tags?: string[];
  visible_to?: Role[];
  curated?: boolean;
}

export function registerKnowledgeAdminRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db' | 'now' | 'assistant' | 'audit'>,
): void {
  const editor = new KnowledgeEditor({
    db: deps.db,
    knowledge: deps.assistant.deps.knowledge,
    audit: deps.audit,
    now: deps.now,
  });
  const actorOf = (request: Parameters<typeof authOf>[0]) => {
    const auth = authOf(request);
    return { userId: auth.userId, entityId: auth.entityId, ip: request.ip };
  };

  app.get(
    '/api/assistant/admin/articles',
    { config: MANAGE, schema: { querystring: noQuery } },
    async (request) => ({ articles: await editor.list(authOf(request).entityId) }),
  );

  app.post<{ Body: FieldsBody & { slug: string; title: string; body: string } }>(
    '/api/assistant/admin/articles',
    {
      config: MANAGE,
      schema: { body: closedObject({ slug: SLUG, ...FIELDS }, ['slug', 'title', 'body']) },
    },
    async (request, reply) => {
      const b = request.body;
      const fields: ArticleFields = {
        title: b.title,
        body: b.body,
        tags: b.tags ?? [],
        visible_to: b.visible_to ?? [],
        curated: b.curated ?? true,
      };
      const article = await editor.create(actorOf(request), b.slug, fields);
      return reply.status(201).send({ article });
    },
  );

  app.put<{ Params: { slug: string }; Body: FieldsBody & { hidden?: boolean } }>(
    '/api/assistant/admin/articles/:slug',
    {
      config: MANAGE,
      schema: {
        params: closedObject({ slug: SLUG }),
        body: closedObject({ ...FIELDS, hidden: { type: 'boolean' } }, []),
      },
    },
    async (request) => ({
      article: await editor.update(actorOf(request), request.params.slug, request.body),
    }),
  );
}
