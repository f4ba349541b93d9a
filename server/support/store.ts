// SQL of support tickets and their message threads (migration 052).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { SupportCategory, SupportPriority, SupportStatus } from '../db/fusion-schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface Attachment {
  readonly name: string;
  readonly type: string;
  readonly base64: string;
}

export interface TicketRow {
  readonly id: number;
  readonly entity_id: number;
  readonly user_id: number;
  readonly subject: string;
  readonly category: SupportCategory;
  readonly priority: SupportPriority;
  readonly status: SupportStatus;
  readonly created_at: Date;
  readonly updated_at: Date;
  readonly author: string;
  readonly author_email: string;
  /** The ticket's institution entity (for the staff view). */
  readonly entity_name: string;
  readonly messages: number;
}

function ticketQuery(db: Db) {
  return db
    .selectFrom('support_tickets as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .innerJoin('customers as c', 'c.id', 't.entity_id')
    .select((eb) => [
      'c.name as entity_name',
      't.id',
      't.entity_id',
      't.user_id',
      't.subject',
      't.category',
      't.priority',
      't.status',
      't.created_at',
      't.updated_at',
      sql<string>`u.first_name || ' ' || u.last_name`.as('author'),
      'u.email as author_email',
      eb
        .selectFrom('support_messages as m')
        .whereRef('m.ticket_id', '=', 't.id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('messages'),
    ]);
}

export async function ticketsOf(db: Db, entityId: number): Promise<TicketRow[]> {
  const rows = await ticketQuery(db)
    .where('t.entity_id', '=', entityId)
    .orderBy('t.updated_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({ ...r, messages: Number(r.messages) }));
}

/** Every institution's tickets (the support desk's view), newest change first. */
export async function allTickets(db: Db): Promise<TicketRow[]> {
  const rows = await ticketQuery(db)
    .orderBy('t.updated_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({ ...r, messages: Number(r.messages) }));
}

/** A ticket of the entity, or of any entity when `entityId` is null (the support desk). */
export async function ticketOf(
  db: Db,
  entityId: number | null,
  id: number,
): Promise<TicketRow | null> {
  let q = ticketQuery(db).where('t.id', '=', id);
  if (entityId !== null) q = q.where('t.entity_id', '=', entityId);
  const r = await q.executeTakeFirst();
  return r ? { ...r, messages: Number(r.messages) } : null;
}

/** Whether the user is the provider's active support staff. */
export async function isSupportStaff(db: Db, userId: number): Promise<boolean> {
  const r = await db
    .selectFrom('users')
    .select('support_staff')
    .where('id', '=', userId)
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
  return r?.support_staff === true;
}

/** The entities the support staff act from (their tabs listen on these topics). */
export async function staffEntities(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('user_entities as ue')
    .innerJoin('users as u', 'u.id', 'ue.user_id')
    .select('ue.entity_id')
    .distinct()
    .where('u.support_staff', '=', true)
    .where('u.deactivated_at', 'is', null)
    .execute();
  return rows.map((r) => r.entity_id);
}

export async function insertTicket(
  tx: Db,
  t: {
    entityId: number;
    userId: number;
    subject: string;
    category: SupportCategory;
    priority: SupportPriority;
    at: Date;
  },
): Promise<number> {
  const row = await tx
    .insertInto('support_tickets')
    .values({
      entity_id: t.entityId,
      user_id: t.userId,
      subject: t.subject,
      category: t.category,
      priority: t.priority,
      created_at: t.at,
      updated_at: t.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertMessage(
  tx: Db,
  m: {
    ticketId: number;
    authorId: number;
    staff: boolean;
    body: string;
    attachment: Attachment | null;
    at: Date;
  },
): Promise<void> {
  await tx
    .insertInto('support_messages')
    .values({
      ticket_id: m.ticketId,
      author_id: m.authorId,
      staff: m.staff,
      body: m.body,
      attachment_name: m.attachment?.name ?? null,
      attachment_type: m.attachment?.type ?? null,
      attachment_base64: m.attachment?.base64 ?? null,
      created_at: m.at,
    })
    .execute();
}

export async function setStatus(
  tx: Db,
  id: number,
  status: SupportStatus,
  at: Date,
): Promise<void> {
  await tx
    .updateTable('support_tickets')
    .set({ status, updated_at: at })
    .where('id', '=', id)
    .execute();
}

export async function messagesOf(db: Db, ticketId: number) {
  const rows = await db
    .selectFrom('support_messages as m')
    .innerJoin('users as u', 'u.id', 'm.author_id')
    .select([
      'm.id',
      'm.staff',
      'm.body',
      'm.attachment_name',
      'm.attachment_type',
      sql<number | null>`octet_length(decode(m.attachment_base64, 'base64'))`.as(
        'attachment_bytes',
      ),
      'm.created_at',
      sql<string>`u.first_name || ' ' || u.last_name`.as('author'),
    ] as const)
    .where('m.ticket_id', '=', ticketId)
    .orderBy('m.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    staff: r.staff,
    author: r.author,
    body: r.body,
    attachment:
      r.attachment_name === null
        ? null
        : {
            name: r.attachment_name,
            type: r.attachment_type ?? 'application/octet-stream',
            size: Number(r.attachment_bytes ?? 0),
          },
    createdAt: r.created_at.toISOString(),
  }));
}

export async function attachmentOf(
  db: Db,
  ticketId: number,
  messageId: number,
): Promise<Attachment | null> {
  const r = await db
    .selectFrom('support_messages')
    .select(['attachment_name', 'attachment_type', 'attachment_base64'])
    .where('ticket_id', '=', ticketId)
    .where('id', '=', messageId)
    .executeTakeFirst();
  if (!r || r.attachment_name === null || r.attachment_base64 === null) return null;
  return {
    name: r.attachment_name,
    type: r.attachment_type ?? 'application/octet-stream',
    base64: r.attachment_base64,
  };
}
