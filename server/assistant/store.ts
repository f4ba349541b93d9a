// The assistant's SQL (migration 046): threads of a user in an entity, their messages, one
// feedback per user and message, the user's settings. Articles are in knowledge-store.ts.
import { sql, type Kysely } from 'kysely';
import type { AssistantCitation, AssistantDraft, AssistantStep } from '../../domain/assistant';
import type { Database } from '../db/schema';

export interface ThreadRow {
  readonly id: number;
  readonly title: string;
  readonly created_at: string;
  readonly updated_at: string;
}

export interface MessageRow {
  readonly id: number;
  readonly thread_id: number;
  readonly role: 'user' | 'assistant';
  readonly content: string;
  readonly steps: AssistantStep[];
  readonly drafts: AssistantDraft[];
  readonly citations: AssistantCitation[];
  readonly provider: string | null;
  readonly status: 'streaming' | 'complete' | 'failed';
  readonly created_at: string;
  readonly feedback: FeedbackRow | null;
}

export interface FeedbackRow {
  readonly rating: 'up' | 'down';
  readonly reasons: string[];
  readonly comment: string;
  readonly updated_at: string;
}

export interface Owner {
  readonly userId: number;
  readonly entityId: number;
}

const thread = (row: { id: number; title: string; created_at: Date; updated_at: Date }) => ({
  id: row.id,
  title: row.title,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** Titles and message text containing every query part (spec 5 search, on the server side). */
export async function listThreads(
  db: Kysely<Database>,
  owner: Owner,
  search: readonly string[],
): Promise<ThreadRow[]> {
  let q = db
    .selectFrom('assistant_threads as t')
    .select(['t.id', 't.title', 't.created_at', 't.updated_at'])
    .where('t.user_id', '=', owner.userId)
    .where('t.entity_id', '=', owner.entityId)
    .orderBy('t.updated_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(200);
  for (const part of search) {
    const like = `%${part.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([
        eb('t.title', 'ilike', like),
        eb.exists(
          eb
            .selectFrom('assistant_messages as m')
            .select('m.id')
            .whereRef('m.thread_id', '=', 't.id')
            .where('m.content', 'ilike', like),
        ),
      ]),
    );
  }
  return (await q.execute()).map(thread);
}

export async function findThread(
  db: Kysely<Database>,
  owner: Owner,
  id: number,
): Promise<ThreadRow | null> {
  const row = await db
    .selectFrom('assistant_threads')
    .select(['id', 'title', 'created_at', 'updated_at'])
    .where('id', '=', id)
    .where('user_id', '=', owner.userId)
    .where('entity_id', '=', owner.entityId)
    .executeTakeFirst();
  return row ? thread(row) : null;
}

export async function insertThread(
  db: Kysely<Database>,
  owner: Owner,
  title: string,
  at: Date,
): Promise<ThreadRow> {
  const row = await db
    .insertInto('assistant_threads')
    .values({
      user_id: owner.userId,
      entity_id: owner.entityId,
      title,
      created_at: at,
      updated_at: at,
    })
    .returning(['id', 'title', 'created_at', 'updated_at'])
    .executeTakeFirstOrThrow();
  return thread(row);
}

export async function renameThread(
  db: Kysely<Database>,
  owner: Owner,
  id: number,
  title: string,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('assistant_threads')
    .set({ title, updated_at: at })
    .where('id', '=', id)
    .where('user_id', '=', owner.userId)
    .where('entity_id', '=', owner.entityId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteThread(
  db: Kysely<Database>,
  owner: Owner,
  id: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('assistant_threads')
    .where('id', '=', id)
    .where('user_id', '=', owner.userId)
    .where('entity_id', '=', owner.entityId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function touchThread(db: Kysely<Database>, id: number, at: Date): Promise<void> {
  await db.updateTable('assistant_threads').set({ updated_at: at }).where('id', '=', id).execute();
}

/** The thread's messages, oldest first, each with the user's own feedback. */
export async function messagesOf(
  db: Kysely<Database>,
  threadId: number,
  userId: number,
): Promise<MessageRow[]> {
  const rows = await db
    .selectFrom('assistant_messages as m')
    .leftJoin('assistant_feedback as f', (join) =>
      join.onRef('f.message_id', '=', 'm.id').on('f.user_id', '=', userId),
    )
    .select([
      'm.id',
      'm.thread_id',
      'm.role',
      'm.content',
      'm.steps',
      'm.drafts',
      'm.citations',
      'm.provider',
      'm.status',
      'm.created_at',
      'f.rating',
      'f.reasons',
      'f.comment',
      'f.updated_at as feedback_at',
    ])
    .where('m.thread_id', '=', threadId)
    .orderBy('m.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    thread_id: r.thread_id,
    role: r.role,
    content: r.content,
    steps: r.steps as AssistantStep[],
    drafts: r.drafts as AssistantDraft[],
    citations: r.citations as AssistantCitation[],
    provider: r.provider,
    status: r.status,
    created_at: r.created_at.toISOString(),
    feedback:
      r.rating === null
        ? null
        : {
            rating: r.rating,
            reasons: r.reasons ?? [],
            comment: r.comment ?? '',
            updated_at: r.feedback_at?.toISOString() ?? '',
          },
  }));
}

export async function insertMessage(
  db: Kysely<Database>,
  row: {
    threadId: number;
    role: 'user' | 'assistant';
    content: string;
    status: 'streaming' | 'complete';
    at: Date;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('assistant_messages')
    .values({
      thread_id: row.threadId,
      role: row.role,
      content: row.content,
      steps: '[]',
      drafts: '[]',
      citations: '[]',
      status: row.status,
      created_at: row.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function finishMessage(
  db: Kysely<Database>,
  id: number,
  done: {
    content: string;
    steps: readonly AssistantStep[];
    drafts: readonly AssistantDraft[];
    citations: readonly AssistantCitation[];
    provider: string;
    status: 'complete' | 'failed';
  },
): Promise<void> {
  await db
    .updateTable('assistant_messages')
    .set({
      content: done.content,
      steps: JSON.stringify(done.steps),
      drafts: JSON.stringify(done.drafts),
      citations: JSON.stringify(done.citations),
      provider: done.provider,
      status: done.status,
    })
    .where('id', '=', id)
    .execute();
}

/** An assistant message of one of the owner's threads (feedback targets only those). */
export async function ownedAssistantMessage(
  db: Kysely<Database>,
  owner: Owner,
  messageId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('assistant_messages as m')
    .innerJoin('assistant_threads as t', 't.id', 'm.thread_id')
    .select('m.id')
    .where('m.id', '=', messageId)
    .where('m.role', '=', 'assistant')
    .where('t.user_id', '=', owner.userId)
    .where('t.entity_id', '=', owner.entityId)
    .executeTakeFirst();
  return row !== undefined;
}

/** One feedback per user and message: a second rating replaces the first. */
export async function upsertFeedback(
  db: Kysely<Database>,
  input: {
    messageId: number;
    userId: number;
    rating: 'up' | 'down';
    reasons: readonly string[];
    comment: string;
    at: Date;
  },
): Promise<FeedbackRow> {
  const values = {
    rating: input.rating,
    reasons: [...input.reasons],
    comment: input.comment,
    updated_at: input.at,
  };
  const row = await db
    .insertInto('assistant_feedback')
    .values({ message_id: input.messageId, user_id: input.userId, ...values })
    .onConflict((oc) => oc.columns(['message_id', 'user_id']).doUpdateSet(values))
    .returning(['rating', 'reasons', 'comment', 'updated_at'])
    .executeTakeFirstOrThrow();
  return { ...row, updated_at: row.updated_at.toISOString() };
}

export async function deleteFeedback(
  db: Kysely<Database>,
  messageId: number,
  userId: number,
): Promise<void> {
  await db
    .deleteFrom('assistant_feedback')
    .where('message_id', '=', messageId)
    .where('user_id', '=', userId)
    .execute();
}

export async function loadSettingsRow(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('assistant_settings')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function saveSettingsRow(
  db: Kysely<Database>,
  userId: number,
  values: {
    news_profile: string;
    model_profile: string;
    temperature: string;
    context_window: string;
    response_style: string;
    response_length: number;
  },
  at: Date,
): Promise<void> {
  const row = { ...values, updated_at: at };
  await db
    .insertInto('assistant_settings')
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
}

/** What an answer cut short by a server restart ends with (R-AST-17). */
export const INTERRUPTED_NOTE = '_Interrupted: the server restarted before this answer finished._';

/**
 * At start: answers still `streaming` belong to a process that is gone (one process answers a
 * question), so they are marked failed with what was written and a note; returns how many.
 */
export async function failInterruptedAnswers(db: Kysely<Database>): Promise<number> {
  const rows = await db
    .updateTable('assistant_messages')
    .set({
      status: 'failed',
      content: sql<string>`CASE WHEN content = '' THEN ${INTERRUPTED_NOTE}
        ELSE content || ${`\n\n${INTERRUPTED_NOTE}`} END`,
    })
    .where('status', '=', 'streaming')
    .returning('id')
    .execute();
  return rows.length;
}
