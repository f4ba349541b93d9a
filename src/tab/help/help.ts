// FAQs and support as the screens read and write them (docs/faqs-support.md). Framework-free.
import type { Invalidation } from '../../../workers/api';
import { getCall, jsonCall } from '../account/calls';
import { defineQuery } from '../queries/define';
import { bool, isRecord, listAt, num, optStr, record, str } from '../queries/json';

export interface FaqListed {
  readonly slug: string;
  readonly title: string;
  readonly excerpt: string;
}

export interface FaqAreaGroup {
  readonly key: string;
  readonly title: string;
  readonly articles: readonly FaqListed[];
}

export const faqsQuery = (q: string, area: string | null) =>
  defineQuery<readonly FaqAreaGroup[]>(
    {
      key: ['faqs', q, area ?? ''],
      call: {
        ...getCall('/uapi/v1/faqs'),
        query: { ...(q === '' ? {} : { q }), ...(area ? { area } : {}) },
      },
    },
    (raw) =>
      listAt(raw, 'areas', 'areas').map((a) => {
        const o = record(a, 'area');
        return {
          key: str(o, 'key'),
          title: str(o, 'title'),
          articles: listAt(o, 'articles', 'articles').map((x) => {
            const r = record(x, 'article');
            return { slug: str(r, 'slug'), title: str(r, 'title'), excerpt: str(r, 'excerpt') };
          }),
        };
      }),
  );

export interface FaqArticle {
  readonly slug: string;
  readonly title: string;
  readonly body: string;
  readonly area: string;
  readonly feedback: {
    readonly mine: boolean | null;
    readonly comment: string;
    readonly helpful: number;
    readonly notHelpful: number;
  };
}

export const faqArticleQuery = (slug: string) =>
  defineQuery<FaqArticle>(
    { key: ['faq_article', slug], call: getCall(`/uapi/v1/faqs/articles/${slug}`) },
    (raw) => {
      const a = record(record(raw, 'answer')['article'], 'article');
      const f = record(record(raw, 'answer')['feedback'], 'feedback');
      const mine = f['mine'];
      return {
        slug: str(a, 'slug'),
        title: str(a, 'title'),
        body: str(a, 'body'),
        area: str(a, 'area'),
        feedback: {
          mine: typeof mine === 'boolean' ? mine : null,
          comment: str(f, 'comment'),
          helpful: num(f, 'helpful'),
          notHelpful: num(f, 'notHelpful'),
        },
      };
    },
  );

export const faqFeedbackCall = (slug: string, helpful: boolean, comment: string) =>
  jsonCall('PUT', `/uapi/v1/faqs/articles/${slug}/feedback`, { helpful, comment });

export const faqFeedbackChanged = (slug: string): Invalidation => ({
  keys: [['faq_article', slug]],
});

// ---- support ----

export const SUPPORT_CATEGORIES = ['trading', 'custody', 'withdrawals', 'account', 'technical'];
export const SUPPORT_PRIORITIES = ['low', 'normal', 'high', 'urgent'];

export interface Ticket {
  readonly id: number;
  readonly subject: string;
  readonly category: string;
  readonly priority: string;
  readonly status: string;
  readonly author: string;
  /** The ticket's institution (entity) name. */
  readonly institution: string;
  readonly messages: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface TicketMessage {
  readonly id: number;
  readonly staff: boolean;
  readonly author: string;
  readonly body: string;
  readonly attachment: {
    readonly name: string;
    readonly type: string;
    readonly size: number;
  } | null;
  readonly createdAt: string;
}

function parseTicket(raw: unknown): Ticket {
  const o = record(raw, 'ticket');
  return {
    id: num(o, 'id'),
    subject: str(o, 'subject'),
    category: str(o, 'category'),
    priority: str(o, 'priority'),
    status: str(o, 'status'),
    author: str(o, 'author'),
    institution: optStr(o, 'institution') ?? '',
    messages: num(o, 'messages'),
    createdAt: str(o, 'createdAt'),
    updatedAt: str(o, 'updatedAt'),
  };
}

export interface TicketList {
  /** The caller is the provider's support desk: every institution's tickets. */
  readonly staff: boolean;
  readonly tickets: readonly Ticket[];
}

// Ticket changes ride the entity's member topic (tag 'approvals'), the desk's too.
export const ticketsQuery = defineQuery<TicketList>(
  {
    key: ['support_tickets'],
    call: getCall('/uapi/v1/support/tickets'),
    invalidatedBy: ['approvals'],
  },
  (raw) => ({
    staff: isRecord(raw) && raw['staff'] === true,
    tickets: listAt(raw, 'tickets', 'tickets').map(parseTicket),
  }),
);

export const ticketQuery = (id: number) =>
  defineQuery<{ readonly ticket: Ticket; readonly messages: readonly TicketMessage[] }>(
    {
      key: ['support_ticket', id],
      call: getCall(`/uapi/v1/support/tickets/${id}`),
      invalidatedBy: ['approvals'],
    },
    (raw) => ({
      ticket: parseTicket(record(raw, 'answer')['ticket']),
      messages: listAt(raw, 'messages', 'messages').map((m) => {
        const o = record(m, 'message');
        const a = o['attachment'];
        return {
          id: num(o, 'id'),
          staff: bool(o, 'staff'),
          author: str(o, 'author'),
          body: str(o, 'body'),
          attachment: isRecord(a)
            ? { name: str(a, 'name'), type: optStr(a, 'type') ?? '', size: num(a, 'size') }
            : null,
          createdAt: str(o, 'createdAt'),
        };
      }),
    }),
  );

export interface AttachmentDraft {
  readonly name: string;
  readonly type: string;
  readonly base64: string;
}

export const openTicketCall = (t: {
  subject: string;
  category: string;
  priority: string;
  body: string;
  attachment: AttachmentDraft | null;
}) =>
  jsonCall('POST', '/uapi/v1/support/tickets', {
    subject: t.subject,
    category: t.category,
    priority: t.priority,
    body: t.body,
    ...(t.attachment ? { attachment: t.attachment } : {}),
  });

export const replyCall = (id: number, body: string, attachment: AttachmentDraft | null) =>
  jsonCall('POST', `/uapi/v1/support/tickets/${id}/messages`, {
    body,
    ...(attachment ? { attachment } : {}),
  });

export type TicketStatus = 'open' | 'pending' | 'resolved' | 'closed';

/** 'pending' (waiting on the customer) is the support desk's to set. */
export const statusCall = (id: number, status: TicketStatus) =>
  jsonCall('POST', `/uapi/v1/support/tickets/${id}/status`, { status });

export const SUPPORT_CHANGED: Invalidation = { tags: ['approvals'] };

export const MAX_ATTACHMENT_BYTES = 256 * 1024;
