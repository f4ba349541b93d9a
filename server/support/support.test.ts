// Support tickets and FAQs through HTTP on an in-memory venue: open a ticket with a small
// attachment, the thread, status changes, the mails in the outbox, entity isolation; FAQ areas,
// spec 5 search through the knowledge base, per-role visibility and "was this helpful".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../mail/outbox';
import { DEMO_ADMIN, DEMO_TRADER } from '../seed/demo-constants';
import { DEMO_SUPPORT, DEMO_VIEWER } from '../seed/security-constants';
import { postJson } from '../testing/signed-in';
import {
  bearer,
  createTestVenue,
  csrfHeaders,
  manualClock,
  signIn,
  type TestVenue,
} from '../testing/test-app';
import { SUPPORT_MAILBOX } from './service';

const clock = manualClock();
let venue: TestVenue;
let trader: string;
let admin: string;

const get = (url: string, token = trader) => venue.app.inject({ url, headers: bearer(token) });

beforeAll(async () => {
  venue = await createTestVenue('pglite', { now: clock.now });
  trader = await signIn(venue, DEMO_TRADER);
  admin = await signIn(venue, DEMO_ADMIN);
}, 60_000);
afterAll(async () => venue?.dispose());

interface Ticket {
  id: number;
  status: string;
  messages: number;
  subject: string;
}

describe('Support', () => {
  it('R-SUP-1: a member opens a ticket with a small attachment; the thread, the list and the mails follow', async () => {
    const res = await postJson(venue, trader, '/uapi/v1/support/tickets', {
      subject: 'Withdrawal stuck in processing',
      category: 'withdrawals',
      priority: 'high',
      body: 'My BTC withdrawal has been processing for an hour.',
      attachment: {
        name: 'tx.txt',
        type: 'text/plain',
        base64: Buffer.from('txid 42').toString('base64'),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const ticket = (res.json() as { ticket: Ticket }).ticket;
    expect(ticket.status).toBe('open');
    expect(ticket.messages).toBe(1);

    const thread = await get(`/uapi/v1/support/tickets/${ticket.id}`);
    const body = thread.json() as {
      messages: { id: number; body: string; attachment: { name: string; size: number } | null }[];
    };
    expect(body.messages[0]?.attachment).toEqual({ name: 'tx.txt', type: 'text/plain', size: 7 });
    const file = await get(
      `/uapi/v1/support/tickets/${ticket.id}/messages/${body.messages[0]?.id}/attachment`,
    );
    expect(file.body).toBe('txid 42');

    const reply = await postJson(venue, trader, `/uapi/v1/support/tickets/${ticket.id}/messages`, {
      body: 'Transaction id attached.',
    });
    expect((reply.json() as { ticket: Ticket }).ticket.messages).toBe(2);

    const resolved = await postJson(venue, trader, `/uapi/v1/support/tickets/${ticket.id}/status`, {
      status: 'resolved',
    });
    expect((resolved.json() as { ticket: Ticket }).ticket.status).toBe('resolved');

    const list = (await get('/uapi/v1/support/tickets')).json() as { tickets: Ticket[] };
    expect(list.tickets.map((t) => t.id)).toContain(ticket.id);

    const mine = await readOutbox(venue.outboxDir, DEMO_TRADER.email);
    expect(mine.some((m) => m.subject.includes(`#${ticket.id} received`))).toBe(true);
    expect(mine.some((m) => m.subject.includes(`#${ticket.id} is resolved`))).toBe(true);
    const desk = await readOutbox(venue.outboxDir, SUPPORT_MAILBOX);
    expect(desk.some((m) => m.subject.includes(`New ticket #${ticket.id}`))).toBe(true);

    // Closed tickets take no more messages.
    await postJson(venue, trader, `/uapi/v1/support/tickets/${ticket.id}/status`, {
      status: 'closed',
    });
    const late = await postJson(venue, trader, `/uapi/v1/support/tickets/${ticket.id}/messages`, {
      body: 'One more thing',
    });
    expect(late.statusCode).toBe(409);
  });

  it('R-SUP-2: bad input is a 400 with the errors list; a ticket of another entity is 404', async () => {
    const bad = await postJson(venue, trader, '/uapi/v1/support/tickets', {
      subject: ' ',
      category: 'billing',
      priority: 'high',
      body: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
    const big = await postJson(venue, trader, '/uapi/v1/support/tickets', {
      subject: 'Big file',
      category: 'technical',
      priority: 'low',
      body: 'see attached',
      attachment: { name: 'a.bin', type: 'application/octet-stream', base64: 'A'.repeat(349_996) },
    });
    expect(big.statusCode).toBe(400);
    const created = await postJson(venue, trader, '/uapi/v1/support/tickets', {
      subject: 'Entity check',
      category: 'account',
      priority: 'low',
      body: 'hello',
    });
    const id = (created.json() as { ticket: Ticket }).ticket.id;
    const entities = (await get('/v2/user/legal-entities')).json() as {
      entities?: { id: number; name: string }[];
    };
    const other = entities.entities?.find((e) => e.name !== 'Northwind Capital LLC');
    expect(other).toBeDefined();
    const res = await venue.app.inject({
      url: `/uapi/v1/support/tickets/${id}`,
      headers: { ...bearer(trader), 'x-entity-id': String(other?.id) },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('The support desk (staff view)', () => {
  interface Listed {
    staff: boolean;
    tickets: (Ticket & { institution: string })[];
  }

  it('R-SUP-4: the provider’s support staff see every institution’s tickets, answer them and set any status; the owner is mailed; customers see only their entity’s', async () => {
    const staff = await signIn(venue, DEMO_SUPPORT);
    const viewer = await signIn(venue, DEMO_VIEWER);
    const opened = await postJson(venue, trader, '/uapi/v1/support/tickets', {
      subject: 'Staff view check',
      category: 'custody',
      priority: 'urgent',
      body: 'Is my vault staked?',
    });
    const id = (opened.json() as { ticket: Ticket }).ticket.id;
    // The desk: every institution's tickets, with the institution named.
    const desk = (await get('/uapi/v1/support/tickets', staff)).json() as Listed;
    expect(desk.staff).toBe(true);
    const row = desk.tickets.find((t) => t.id === id);
    expect(row?.institution).toBe('Northwind Capital LLC');
    // A customer: only their entity's tickets, and no staff view.
    const own = (await get('/uapi/v1/support/tickets')).json() as Listed;
    expect(own.staff).toBe(false);
    expect(own.tickets.every((t) => t.institution === 'Northwind Capital LLC')).toBe(true);
    // Another member of the entity is not staff either.
    expect(((await get('/uapi/v1/support/tickets', viewer)).json() as Listed).staff).toBe(false);

    const before = (await readOutbox(venue.outboxDir, DEMO_TRADER.email)).length;
    const answer = await postJson(venue, staff, `/uapi/v1/support/tickets/${id}/messages`, {
      body: 'Yes: 420 ETH are bonded with Kiln.',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    // The desk's answer waits on the customer.
    expect((answer.json() as { ticket: Ticket }).ticket.status).toBe('pending');
    const thread = (await get(`/uapi/v1/support/tickets/${id}`)).json() as {
      messages: { staff: boolean; author: string; body: string }[];
    };
    expect(thread.messages.map((m) => m.staff)).toEqual([false, true]);
    expect(thread.messages[1]?.author).toBe(`${DEMO_SUPPORT.firstName} ${DEMO_SUPPORT.lastName}`);
    const mails = (await readOutbox(venue.outboxDir, DEMO_TRADER.email)).slice(before);
    expect(
      mails.some((m) => m.subject === `Support answered ticket #${id}: Staff view check`),
    ).toBe(true);
    expect(mails.some((m) => m.text.includes('420 ETH are bonded'))).toBe(true);

    // Status: the desk may set pending and resolve; a customer may not set pending.
    const refused = await postJson(venue, trader, `/uapi/v1/support/tickets/${id}/status`, {
      status: 'pending',
    });
    expect(refused.statusCode).toBe(403);
    const resolved = await postJson(venue, staff, `/uapi/v1/support/tickets/${id}/status`, {
      status: 'resolved',
    });
    expect((resolved.json() as { ticket: Ticket }).ticket.status).toBe('resolved');
    const statusMail = await readOutbox(venue.outboxDir, DEMO_TRADER.email);
    expect(
      statusMail.some((m) => m.subject === `Support ticket #${id} is resolved: Staff view check`),
    ).toBe(true);
    // The customer answers: the ticket is back with the desk, and the desk's mailbox has it.
    const back = await postJson(venue, trader, `/uapi/v1/support/tickets/${id}/messages`, {
      body: 'Thanks!',
    });
    expect((back.json() as { ticket: Ticket }).ticket.status).toBe('open');
  });

  it('R-SUP-4: a member of the provider’s institution without the staff flag sees no customer ticket', async () => {
    const staffId = await venue.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_SUPPORT.email)
      .executeTakeFirstOrThrow();
    await venue.db
      .updateTable('users')
      .set({ support_staff: false })
      .where('id', '=', staffId.id)
      .execute();
    try {
      const plain = await signIn(venue, DEMO_SUPPORT);
      const list = (await get('/uapi/v1/support/tickets', plain)).json() as Listed;
      expect(list.staff).toBe(false);
      expect(list.tickets).toEqual([]);
      const anyTicket = (await get('/uapi/v1/support/tickets')).json() as Listed;
      const id = anyTicket.tickets[0]?.id;
      expect(id).toBeDefined();
      expect((await get(`/uapi/v1/support/tickets/${id}`, plain)).statusCode).toBe(404);
      const reply = await postJson(venue, plain, `/uapi/v1/support/tickets/${id}/messages`, {
        body: 'Not mine',
      });
      expect(reply.statusCode).toBe(404);
    } finally {
      await venue.db
        .updateTable('users')
        .set({ support_staff: true })
        .where('id', '=', staffId.id)
        .execute();
    }
  });
});

describe('FAQs', () => {
  it('R-FAQ-1: articles of the knowledge base are grouped by product area, and one area can be asked for', async () => {
    const res = (await get('/uapi/v1/faqs')).json() as {
      areas: { key: string; articles: { slug: string }[] }[];
    };
    const keys = res.areas.map((a) => a.key);
    expect(keys).toContain('fusion');
    expect(keys).toContain('wallet');
    expect(res.areas.find((a) => a.key === 'fusion')?.articles.map((a) => a.slug)).toContain(
      'fusion-what-it-is',
    );
    const one = (await get('/uapi/v1/faqs?area=rfq')).json() as { areas: { key: string }[] };
    expect(one.areas.map((a) => a.key)).toEqual(['rfq']);
    expect((await get('/uapi/v1/faqs?area=nope')).statusCode).toBe(404);
  });

  it('R-FAQ-2: search is case-insensitive, split on spaces or slash, fuzzy (the knowledge base search)', async () => {
    const slugs = async (q: string) =>
      (
        (await get(`/uapi/v1/faqs?q=${encodeURIComponent(q)}`)).json() as {
          areas: { articles: { slug: string }[] }[];
        }
      ).areas.flatMap((a) => a.articles.map((x) => x.slug));
    expect(await slugs('FUSION')).toContain('fusion-what-it-is');
    expect(await slugs('whitelisting/withdrawal')).toContain('whitelisting-addresses');
    expect(await slugs('withdrawl')).toContain('withdrawals-availability');
  });

  it('R-FAQ-3: articles are visible per role; "was this helpful" is stored per user and changeable', async () => {
    expect((await get('/uapi/v1/faqs/articles/approval-policies-admin')).statusCode).toBe(404);
    expect((await get('/uapi/v1/faqs/articles/approval-policies-admin', admin)).statusCode).toBe(
      200,
    );
    const put = (helpful: boolean, token: string) =>
      venue.app.inject({
        method: 'PUT',
        url: '/uapi/v1/faqs/articles/fusion-what-it-is/feedback',
        headers: { ...csrfHeaders(), ...bearer(token) },
        payload: { helpful, comment: 'clear' },
      });
    await put(false, trader);
    await put(true, trader);
    await put(false, admin);
    const art = (await get('/uapi/v1/faqs/articles/fusion-what-it-is')).json() as {
      feedback: { mine: boolean; helpful: number; notHelpful: number };
    };
    expect(art.feedback).toEqual({ mine: true, comment: 'clear', helpful: 1, notHelpful: 1 });
  });
});
