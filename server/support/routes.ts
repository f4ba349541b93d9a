// Support calls (docs/faqs-support.md): the entity's tickets, opening one, its thread, replies,
// status changes and attachment downloads. Any member of the entity may use them; the
// provider's support staff reach every institution's tickets through the same calls.
import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/authenticate';
import { ApiError } from '../http/errors';
import { closedObject, noQuery, ID_PATTERN } from '../http/schemas';
import type { VenueServices } from '../services';
import { SupportService } from './service';
import { attachmentOf, messagesOf, type Attachment, type TicketRow } from './store';

const MEMBER = { access: { action: 'member' } } as const;
const ID = { type: 'string', pattern: ID_PATTERN } as const;
const CATEGORIES = ['trading', 'custody', 'withdrawals', 'account', 'technical'] as const;
const PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
const BODY = { type: 'string', minLength: 1, maxLength: 5000, pattern: '\\S' } as const;
const ATTACHMENT = closedObject({
  name: { type: 'string', minLength: 1, maxLength: 120 },
  type: { type: 'string', minLength: 1, maxLength: 100 },
  base64: { type: 'string', maxLength: 350_000 },
});

function ticketJson(t: TicketRow) {
  return {
    id: t.id,
    subject: t.subject,
    category: t.category,
    priority: t.priority,
    status: t.status,
    author: t.author,
    institution: t.entity_name,
    messages: t.messages,
    createdAt: t.created_at.toISOString(),
    updatedAt: t.updated_at.toISOString(),
  };
}

export function registerSupportRoutes(app: FastifyInstance, services: VenueServices): void {
  const { db } = services;
  const support = new SupportService({
    db,
    now: services.now,
    mailer: services.mailer,
    events: services.memberEvents,
    log: services.log,
  });

  app.get(
    '/uapi/v1/support/tickets',
    { config: MEMBER, schema: { querystring: noQuery } },
    async (request) => {
      const { staff, tickets } = await support.list(authOf(request));
      return { staff, tickets: tickets.map(ticketJson) };
    },
  );

  app.post<{
    Body: {
      subject: string;
      category: (typeof CATEGORIES)[number];
      priority: (typeof PRIORITIES)[number];
      body: string;
      attachment?: Attachment;
    };
  }>(
    '/uapi/v1/support/tickets',
    {
      config: MEMBER,
      bodyLimit: 512 * 1024,
      schema: {
        body: closedObject(
          {
            subject: { type: 'string', minLength: 1, maxLength: 160, pattern: '\\S' },
            category: { type: 'string', enum: [...CATEGORIES] },
            priority: { type: 'string', enum: [...PRIORITIES] },
            body: BODY,
            attachment: ATTACHMENT,
          },
          ['subject', 'category', 'priority', 'body'],
        ),
      },
    },
    async (request, reply) => {
      const b = request.body;
      const ticket = await support.open(authOf(request), {
        subject: b.subject.trim(),
        category: b.category,
        priority: b.priority,
        body: b.body.trim(),
        attachment: b.attachment ?? null,
      });
      return reply.status(201).send({ ticket: ticketJson(ticket) });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/uapi/v1/support/tickets/:id',
    { config: MEMBER, schema: { params: closedObject({ id: ID }), querystring: noQuery } },
    async (request) => {
      const id = Number(request.params.id);
      const ticket = await support.mustGet(authOf(request), id);
      return { ticket: ticketJson(ticket), messages: await messagesOf(db, id) };
    },
  );

  app.post<{ Params: { id: string }; Body: { body: string; attachment?: Attachment } }>(
    '/uapi/v1/support/tickets/:id/messages',
    {
      config: MEMBER,
      bodyLimit: 512 * 1024,
      schema: {
        params: closedObject({ id: ID }),
        body: closedObject({ body: BODY, attachment: ATTACHMENT }, ['body']),
      },
    },
    async (request) => {
      const ticket = await support.reply(authOf(request), Number(request.params.id), {
        body: request.body.body.trim(),
        attachment: request.body.attachment ?? null,
      });
      return { ticket: ticketJson(ticket) };
    },
  );

  app.post<{
    Params: { id: string };
    Body: { status: 'open' | 'pending' | 'resolved' | 'closed' };
  }>(
    '/uapi/v1/support/tickets/:id/status',
    {
      config: MEMBER,
      schema: {
        params: closedObject({ id: ID }),
        // 'pending' (waiting on the customer) is the desk's to set (403 for a customer).
        body: closedObject({
          status: { type: 'string', enum: ['open', 'pending', 'resolved', 'closed'] },
        }),
      },
    },
    async (request) => {
      const ticket = await support.changeStatus(
        authOf(request),
        Number(request.params.id),
        request.body.status,
      );
      return { ticket: ticketJson(ticket) };
    },
  );

  app.get<{ Params: { id: string; messageId: string } }>(
    '/uapi/v1/support/tickets/:id/messages/:messageId/attachment',
    {
      config: MEMBER,
      schema: { params: closedObject({ id: ID, messageId: ID }), querystring: noQuery },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      await support.mustGet(authOf(request), id);
      const a = await attachmentOf(db, id, Number(request.params.messageId));
      if (!a) throw new ApiError(404, 'NOT_FOUND', 'No such attachment', 'messageId');
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', `attachment; filename="${a.name.replace(/[^\w.-]/g, '_')}"`)
        .send(Buffer.from(a.base64, 'base64'));
    },
  );
}
