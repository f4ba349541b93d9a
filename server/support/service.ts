// Support tickets (docs/faqs-support.md): a member opens a ticket with a first message, the
// thread grows, the status moves open → pending → resolved → closed (reopened by a new message).
// The provider's support staff (users.support_staff) see every institution's tickets, answer
// them (the ticket goes to pending, waiting on the customer) and set any status. Every change
// rides the ticket entity's member topic and the support desk's, so every open tab on either
// side refreshes; mail goes through the mail transport to the requester and the desk.
import type { Kysely } from 'kysely';
import { approvalsTopic } from '../../domain/market/private-topics';
import type { ApprovalUpdateMessage, MemberEvents } from '../approvals/events';
import { nextSeq } from '../approvals/store';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/schema';
import type { SupportCategory, SupportPriority, SupportStatus } from '../db/fusion-schema';
import { ApiError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import {
  allTickets,
  insertMessage,
  insertTicket,
  isSupportStaff,
  setStatus,
  staffEntities,
  ticketOf,
  ticketsOf,
  type Attachment,
  type TicketRow,
} from './store';

/** The provider's support desk mailbox: new tickets and customer replies are copied there. */
export const SUPPORT_MAILBOX = 'support@desk.example';
export const SUPPORT_EVENT_KIND = 'support_ticket';
/** Attachments are small: at most this many bytes once decoded. */
export const MAX_ATTACHMENT_BYTES = 256 * 1024;

interface Actor {
  readonly userId: number;
  readonly entityId: number;
}

export class SupportService {
  constructor(
    private readonly o: {
      db: Kysely<Database>;
      now: Clock;
      mailer: Mailer;
      events: MemberEvents;
      log: { warn(o: object, msg: string): void };
    },
  ) {}

  async open(
    actor: Actor,
    t: {
      subject: string;
      category: SupportCategory;
      priority: SupportPriority;
      body: string;
      attachment: Attachment | null;
    },
  ): Promise<TicketRow> {
    checkAttachment(t.attachment);
    const at = new Date(this.o.now());
    const { id, message } = await this.o.db.transaction().execute(async (tx) => {
      const id = await insertTicket(tx, { ...actor, ...t, at });
      await insertMessage(tx, {
        ticketId: id,
        authorId: actor.userId,
        staff: false,
        body: t.body,
        attachment: t.attachment,
        at,
      });
      return { id, message: await this.messages(tx, actor.entityId, id, 'open') };
    });
    this.o.events.publish(message);
    const ticket = await this.mustGet(actor, id);
    await this.mail(
      ticket.author_email,
      `Support ticket #${id} received: ${ticket.subject}`,
      `We received your ticket "${ticket.subject}" (${ticket.category}, ${ticket.priority} priority). Our support desk will answer in the ticket thread.`,
    );
    await this.mail(
      SUPPORT_MAILBOX,
      `New ticket #${id} [${ticket.priority}] ${ticket.subject}`,
      `${ticket.author} opened a ${ticket.category} ticket:\n\n${t.body}`,
    );
    return ticket;
  }

  /** The tickets the caller sees: their entity's, or every institution's for the desk. */
  async list(actor: Actor): Promise<{ staff: boolean; tickets: TicketRow[] }> {
    const staff = await isSupportStaff(this.o.db, actor.userId);
    return {
      staff,
      tickets: staff ? await allTickets(this.o.db) : await ticketsOf(this.o.db, actor.entityId),
    };
  }

  async reply(
    actor: Actor,
    id: number,
    m: { body: string; attachment: Attachment | null },
  ): Promise<TicketRow> {
    checkAttachment(m.attachment);
    const staff = await isSupportStaff(this.o.db, actor.userId);
    const ticket = await this.mustGet(actor, id);
    if (ticket.status === 'closed')
      throw new ApiError(409, 'TICKET_CLOSED', 'This ticket is closed; open a new one', 'id');
    const at = new Date(this.o.now());
    // The desk's answer waits on the customer; a customer's message puts it back with the desk.
    const status: SupportStatus = staff ? 'pending' : 'open';
    const messages = await this.o.db.transaction().execute(async (tx) => {
      await insertMessage(tx, {
        ticketId: id,
        authorId: actor.userId,
        staff,
        body: m.body,
        attachment: m.attachment,
        at,
      });
      await setStatus(tx, id, status, at);
      return this.messages(tx, ticket.entity_id, id, status);
    });
    this.o.events.publish(messages);
    if (staff)
      await this.mail(
        ticket.author_email,
        `Support answered ticket #${id}: ${ticket.subject}`,
        `The support desk answered your ticket "${ticket.subject}":\n\n${m.body}\n\nReply in the ticket thread at /v2/support.`,
      );
    else
      await this.mail(
        SUPPORT_MAILBOX,
        `Reply on ticket #${id}: ${ticket.subject}`,
        `${ticket.author} wrote:\n\n${m.body}`,
      );
    return this.mustGet(actor, id);
  }

  async changeStatus(actor: Actor, id: number, status: SupportStatus): Promise<TicketRow> {
    const staff = await isSupportStaff(this.o.db, actor.userId);
    if (status === 'pending' && !staff)
      throw new ApiError(403, 'FORBIDDEN', 'Only the support desk sets a ticket pending', 'status');
    const ticket = await this.mustGet(actor, id);
    if (ticket.status === 'closed' && status !== 'closed' && !staff)
      throw new ApiError(409, 'TICKET_CLOSED', 'This ticket is closed; open a new one', 'status');
    const at = new Date(this.o.now());
    const messages = await this.o.db.transaction().execute(async (tx) => {
      await setStatus(tx, id, status, at);
      return this.messages(tx, ticket.entity_id, id, status);
    });
    this.o.events.publish(messages);
    await this.mail(
      ticket.author_email,
      `Support ticket #${id} is ${status}: ${ticket.subject}`,
      `The status of your ticket "${ticket.subject}" is now ${status}.`,
    );
    return this.mustGet(actor, id);
  }

  /** The ticket if the caller may see it: their entity's, any for the support desk; else 404. */
  async mustGet(actor: Actor, id: number): Promise<TicketRow> {
    const staff = await isSupportStaff(this.o.db, actor.userId);
    const t = await ticketOf(this.o.db, staff ? null : actor.entityId, id);
    if (!t) throw new ApiError(404, 'NOT_FOUND', 'No such ticket', 'id');
    return t;
  }

  /** One update on the ticket entity's topic and on each support-desk entity's topic. */
  private async messages(
    tx: Parameters<typeof nextSeq>[0],
    entityId: number,
    ticketId: number,
    status: string,
  ): Promise<ApprovalUpdateMessage[]> {
    const entities = [...new Set([entityId, ...(await staffEntities(tx))])];
    const out: ApprovalUpdateMessage[] = [];
    for (const entity of entities)
      out.push({
        topic: 'approvals',
        entityId: entity,
        requestId: ticketId,
        kind: SUPPORT_EVENT_KIND,
        status,
        approvals: 0,
        minApprovers: 0,
        seq: await nextSeq(tx, approvalsTopic(entity)),
      });
    return out;
  }

  /** Mail failures do not undo the committed change; they are logged. */
  private async mail(to: string, subject: string, text: string): Promise<void> {
    try {
      await this.o.mailer.send({ to, subject, text });
    } catch (error) {
      this.o.log.warn({ err: error, to }, 'support mail failed');
    }
  }
}

function checkAttachment(a: Attachment | null): void {
  if (a === null) return;
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(a.base64) || a.base64.length % 4 !== 0)
    throw new ApiError(400, 'VALIDATION', 'attachment must be base64', 'attachment');
  if ((a.base64.length * 3) / 4 > MAX_ATTACHMENT_BYTES)
    throw new ApiError(400, 'VALIDATION', 'attachment is larger than 256 KB', 'attachment');
}
