// The assistant API under {host}/api (spec 7.1; docs/assistant.md "API"): threads, streamed
// answers (application/x-ndjson, one AssistantEvent a line), feedback, settings, knowledge base.
// Every call acts for the caller's entity as a member; what an answer may read is decided per
// subaccount by the policy (effective canRead) inside the service.
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  FEEDBACK_REASONS,
  type AssistantEvent,
  type AssistantSettings,
} from '../../domain/assistant';
import { searchTerms } from '../../domain/text';
import { authOf } from '../auth/authenticate';
import { ApiError } from '../http/errors';
import { closedObject, noQuery, ID_PATTERN } from '../http/schemas';
import type { VenueServices } from '../services';
import { ownerOf, type Caller } from './service';
import { loadSettings, saveSettings, settingsBodySchema } from './settings';
import {
  deleteFeedback,
  deleteThread,
  findThread,
  insertThread,
  listThreads,
  messagesOf,
  ownedAssistantMessage,
  renameThread,
  upsertFeedback,
} from './store';

const ID = ID_PATTERN;
const idParams = closedObject({ id: { type: 'string', pattern: ID } });
const title = { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S' } as const;
/** Any member of the acting entity (steps 1-4 of the policy: session, entity, IP allowlist). */
const MEMBER = { access: { action: 'member' } } as const;

const notFound = () => new ApiError(404, 'NOT_FOUND', 'No such thread', 'id');
const callerOf = (request: FastifyRequest): Caller => ({ auth: authOf(request), ip: request.ip });

/** A thread's title from its first question. */
export const titleFrom = (question: string): string => {
  const line = question.trim().replace(/\s+/g, ' ');
  return line.length > 60 ? `${line.slice(0, 57)}...` : line || 'New thread';
};

export function registerAssistantRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db' | 'now' | 'assistant'>,
): void {
  const { db, now, assistant } = deps;

  app.get<{ Querystring: { q?: string } }>(
    '/api/assistant/threads',
    {
      config: MEMBER,
      schema: { querystring: closedObject({ q: { type: 'string', maxLength: 200 } }, []) },
    },
    async (request) => ({
      threads: await listThreads(
        db,
        ownerOf(callerOf(request)),
        searchTerms(request.query.q ?? ''),
      ),
    }),
  );

  app.post<{ Body: { title?: string } | null }>(
    '/api/assistant/threads',
    {
      config: MEMBER,
      schema: { querystring: noQuery, body: closedObject({ title }, []) },
    },
    async (request, reply) => {
      const thread = await insertThread(
        db,
        ownerOf(callerOf(request)),
        request.body?.title?.trim() ?? 'New thread',
        new Date(now()),
      );
      return reply.status(201).send({ thread });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/assistant/threads/:id',
    { config: MEMBER, schema: { params: idParams, querystring: noQuery } },
    async (request) => {
      const caller = callerOf(request);
      const thread = await findThread(db, ownerOf(caller), Number(request.params.id));
      if (!thread) throw notFound();
      return { thread, messages: await messagesOf(db, thread.id, caller.auth.userId) };
    },
  );

  app.put<{ Params: { id: string }; Body: { title: string } }>(
    '/api/assistant/threads/:id',
    {
      config: MEMBER,
      schema: { params: idParams, querystring: noQuery, body: closedObject({ title }) },
    },
    async (request) => {
      const owner = ownerOf(callerOf(request));
      const id = Number(request.params.id);
      if (!(await renameThread(db, owner, id, request.body.title.trim(), new Date(now()))))
        throw notFound();
      return { thread: await findThread(db, owner, id) };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/assistant/threads/:id',
    { config: MEMBER, schema: { params: idParams, querystring: noQuery } },
    async (request) => {
      if (!(await deleteThread(db, ownerOf(callerOf(request)), Number(request.params.id))))
        throw notFound();
      return { deleted: true };
    },
  );

  // The answer streams: one JSON event a line, written as the provider produces it.
  app.post<{ Params: { id: string }; Body: { content: string } }>(
    '/api/assistant/threads/:id/messages',
    {
      config: MEMBER,
      schema: {
        params: idParams,
        querystring: noQuery,
        body: closedObject({
          content: { type: 'string', minLength: 1, maxLength: 4000, pattern: '\\S' },
        }),
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const owner = ownerOf(caller);
      const thread = await findThread(db, owner, Number(request.params.id));
      if (!thread) throw notFound();
      const question = request.body.content.trim();
      if (
        (await messagesOf(db, thread.id, caller.auth.userId)).length === 0 &&
        thread.title === 'New thread'
      )
        await renameThread(db, owner, thread.id, titleFrom(question), new Date(now()));
      const out = new PassThrough();
      const abort = new AbortController();
      request.raw.on('close', () => {
        if (!reply.raw.writableEnded) abort.abort();
      });
      const emit = (event: AssistantEvent) => {
        out.write(`${JSON.stringify(event)}\n`);
      };
      void assistant
        .ask(caller, thread.id, question, emit, abort.signal)
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'assistant answer failed');
          emit({ type: 'error', message: 'The assistant could not answer. Try again.' });
        })
        .finally(() => out.end());
      return reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(out);
    },
  );

  app.put<{
    Params: { id: string };
    Body: { rating: 'up' | 'down'; reasons?: string[]; comment?: string };
  }>(
    '/api/assistant/messages/:id/feedback',
    {
      config: MEMBER,
      schema: {
        params: idParams,
        querystring: noQuery,
        body: closedObject(
          {
            rating: { type: 'string', enum: ['up', 'down'] },
            reasons: {
              type: 'array',
              maxItems: FEEDBACK_REASONS.length,
              uniqueItems: true,
              items: { type: 'string', enum: [...FEEDBACK_REASONS] },
            },
            comment: { type: 'string', maxLength: 1000 },
          },
          ['rating'],
        ),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const messageId = Number(request.params.id);
      if (!(await ownedAssistantMessage(db, ownerOf(caller), messageId)))
        throw new ApiError(404, 'NOT_FOUND', 'No such answer', 'id');
      const feedback = await upsertFeedback(db, {
        messageId,
        userId: caller.auth.userId,
        rating: request.body.rating,
        reasons: request.body.reasons ?? [],
        comment: request.body.comment?.trim() ?? '',
        at: new Date(now()),
      });
      return { message_id: messageId, feedback };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/assistant/messages/:id/feedback',
    { config: MEMBER, schema: { params: idParams, querystring: noQuery } },
    async (request) => {
      const caller = callerOf(request);
      const messageId = Number(request.params.id);
      if (!(await ownedAssistantMessage(db, ownerOf(caller), messageId)))
        throw new ApiError(404, 'NOT_FOUND', 'No such answer', 'id');
      await deleteFeedback(db, messageId, caller.auth.userId);
      return { message_id: messageId, feedback: null };
    },
  );

  app.get(
    '/api/assistant/settings',
    { config: MEMBER, schema: { querystring: noQuery } },
    async (request) => ({
      settings: await loadSettings(db, authOf(request).userId),
      provider: assistant.providerName,
    }),
  );

  app.put<{ Body: Partial<AssistantSettings> }>(
    '/api/assistant/settings',
    { config: MEMBER, schema: { querystring: noQuery, body: settingsBodySchema } },
    async (request) => ({
      settings: await saveSettings(db, authOf(request).userId, request.body, new Date(now())),
      provider: assistant.providerName,
    }),
  );

  app.get<{ Querystring: { q?: string } }>(
    '/api/assistant/knowledge',
    {
      config: MEMBER,
      schema: { querystring: closedObject({ q: { type: 'string', maxLength: 200 } }, []) },
    },
    async (request) => {
      const auth = authOf(request);
      const { knowledge } = assistant.deps;
      const q = request.query.q?.trim() ?? '';
      if (q === '')
        return {
          articles: (await knowledge.list(auth)).map((a) => ({
            slug: a.slug,
            title: a.title,
            excerpt: a.body.slice(0, 200),
            curated: a.curated,
          })),
        };
      const settings = await loadSettings(db, auth.userId);
      return {
        articles: await knowledge.search(
          q,
          {
            roles: auth.roles,
            entityId: auth.entityId,
            newsProfile: settings.news_profile === 'off' ? 'curated' : settings.news_profile,
          },
          20,
        ),
      };
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/api/assistant/knowledge/:slug',
    {
      config: MEMBER,
      schema: {
        params: closedObject({ slug: { type: 'string', pattern: '^[a-z0-9-]{1,80}$' } }),
        querystring: noQuery,
      },
    },
    async (request) => {
      const article = await assistant.deps.knowledge.article(request.params.slug, authOf(request));
      if (!article) throw new ApiError(404, 'NOT_FOUND', 'No such article', 'slug');
      return {
        article: {
          slug: article.slug,
          title: article.title,
          body: article.body,
          tags: article.tags,
          visible_to: article.visible_to,
          curated: article.curated,
        },
      };
    },
  );

  app.get(
    '/api/assistant/tools',
    { config: MEMBER, schema: { querystring: noQuery } },
    async () => ({
      provider: assistant.providerName,
      tools: assistant.deps.tools
        .list()
        .map((t) => ({ name: t.name, description: t.description, drafts: t.drafts === true })),
    }),
  );
}
