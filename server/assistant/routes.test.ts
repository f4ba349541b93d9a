// The assistant API: threads (create, list, search, rename, delete), the streamed answer, one
// changeable feedback per user and answer, settings with the spec 3.9 defaults, and the
// knowledge base's visibility per role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ASSISTANT_SETTINGS } from '../../domain/assistant';
import { DEMO_ADMIN, DEMO_TRADER } from '../seed/demo-constants';
import { ask, newThread, putJson } from '../testing/assistant';
import { bearer, createTestVenue, csrfHeaders, signIn, type TestVenue } from '../testing/test-app';

let venue: TestVenue;
let trader: string;
let admin: string;

beforeAll(async () => {
  venue = await createTestVenue('pglite', { llm: null, assistantPaceMillis: 0 });
  venue.market.step(2000);
  trader = await signIn(venue, DEMO_TRADER);
  admin = await signIn(venue, DEMO_ADMIN);
}, 120_000);
afterAll(() => venue.dispose());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  venue.app.inject({
    method,
    url,
    headers: { ...csrfHeaders(), ...bearer(token) },
    ...(payload ? { payload } : {}),
  });

describe('assistant API', () => {
  it('R-AST-1: settings start at the spec 3.9 defaults and keep a change', async () => {
    const first = await call('GET', '/api/assistant/settings', trader);
    expect(first.json()).toEqual({ settings: DEFAULT_ASSISTANT_SETTINGS, provider: 'offline' });
    expect(DEFAULT_ASSISTANT_SETTINGS).toEqual({
      news_profile: 'curated',
      model_profile: 'smart',
      temperature: '0',
      context_window: 'small',
      response_style: 'comprehensive',
      response_length: 5,
    });
    const changed = await putJson(venue, trader, '/api/assistant/settings', {
      response_length: 10,
      temperature: '0.5',
    });
    expect(changed.json()).toMatchObject({ settings: { response_length: 10, temperature: '0.5' } });
    const bad = await putJson(venue, trader, '/api/assistant/settings', { response_length: 7 });
    expect(bad.statusCode).toBe(400);
    await putJson(venue, trader, '/api/assistant/settings', {
      response_length: 5,
      temperature: '0',
    });
  });

  it('R-AST-11: an answer streams piece by piece and is recorded in its thread', async () => {
    const answer = await ask(venue, trader, 'What is my USDC balance?');
    const types = answer.events.map((e) => e.type);
    expect(types[0]).toBe('start');
    expect(types.at(-1)).toBe('done');
    expect(types.filter((t) => t === 'delta').length).toBeGreaterThan(20);
    const thread = await call('GET', `/api/assistant/threads/${answer.threadId}`, trader);
    const body = thread.json() as {
      thread: { title: string };
      messages: { role: string; content: string; status: string }[];
    };
    expect(body.thread.title).toBe('What is my USDC balance?');
    expect(body.messages.map((m) => [m.role, m.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'complete'],
    ]);
    expect(body.messages[1]?.content).toBe(answer.text);
  });

  it('R-AST-10: threads are listed, searched (spec 5 search), renamed and deleted by their owner only', async () => {
    const a = await ask(venue, trader, 'How much BTC do I hold?');
    const b = await ask(venue, trader, 'What is the price of ETH?');
    const list = await call('GET', '/api/assistant/threads', trader);
    const ids = (list.json() as { threads: { id: number }[] }).threads.map((t) => t.id);
    expect(ids.slice(0, 2)).toEqual([b.threadId, a.threadId]);
    const found = await call('GET', '/api/assistant/threads?q=BTC%2Fhold', trader);
    expect((found.json() as { threads: { id: number }[] }).threads.map((t) => t.id)).toEqual([
      a.threadId,
    ]);
    const renamed = await call('PUT', `/api/assistant/threads/${a.threadId}`, trader, {
      title: 'Bitcoin',
    });
    expect(renamed.json()).toMatchObject({ thread: { title: 'Bitcoin' } });
    expect((await call('GET', '/api/assistant/threads', admin)).json()).toEqual({ threads: [] });
    expect((await call('DELETE', `/api/assistant/threads/${a.threadId}`, admin)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/assistant/threads/${a.threadId}`, trader)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/api/assistant/threads/${a.threadId}`, trader)).statusCode).toBe(
      404,
    );
  });

  it('R-AST-6: one feedback per user and answer, changeable, with reason chips and a comment', async () => {
    const answer = await ask(venue, trader, 'What is my ETH balance?');
    const url = `/api/assistant/messages/${answer.messageId}/feedback`;
    const up = await putJson(venue, trader, url, { rating: 'up', reasons: ['correct'] });
    expect(up.json()).toMatchObject({ feedback: { rating: 'up', reasons: ['correct'] } });
    const down = await putJson(venue, trader, url, {
      rating: 'down',
      reasons: ['wrong_numbers', 'too_long'],
      comment: 'Expected the Edge figure',
    });
    expect(down.statusCode).toBe(200);
    const rows = await venue.db
      .selectFrom('assistant_feedback')
      .selectAll()
      .where('message_id', '=', answer.messageId ?? 0)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      rating: 'down',
      reasons: ['wrong_numbers', 'too_long'],
      comment: 'Expected the Edge figure',
    });
    const thread = await call('GET', `/api/assistant/threads/${answer.threadId}`, trader);
    const messages = (thread.json() as { messages: { feedback: { rating: string } | null }[] })
      .messages;
    expect(messages[1]?.feedback?.rating).toBe('down');
    expect((await putJson(venue, admin, url, { rating: 'up' })).statusCode).toBe(404);
    expect(
      (await putJson(venue, trader, url, { rating: 'up', reasons: ['nope'] })).statusCode,
    ).toBe(400);
    const userMessage = (answer.messageId ?? 0) - 1;
    expect(
      (
        await putJson(venue, trader, `/api/assistant/messages/${userMessage}/feedback`, {
          rating: 'up',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('R-AST-7: knowledge-base articles are visible per role and searched case-insensitively, split on spaces or slash, fuzzily', async () => {
    const traderList = await call('GET', '/api/assistant/knowledge', trader);
    const slugs = (traderList.json() as { articles: { slug: string }[] }).articles.map(
      (a) => a.slug,
    );
    expect(slugs).not.toContain('approval-policies-admin');
    expect(
      (await call('GET', '/api/assistant/knowledge/approval-policies-admin', trader)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', '/api/assistant/knowledge/approval-policies-admin', admin)).statusCode,
    ).toBe(200);
    const search = async (token: string, q: string) =>
      (
        (
          await call('GET', `/api/assistant/knowledge?q=${encodeURIComponent(q)}`, token)
        ).json() as {
          articles: { slug: string }[];
        }
      ).articles.map((a) => a.slug);
    expect(await search(admin, 'APPROVAL policy')).toContain('approval-policies-admin');
    expect(await search(trader, 'APPROVAL policy')).not.toContain('approval-policies-admin');
    expect((await search(trader, 'insuficient/credit'))[0]).toBe('error-insufficient-credit');
    expect((await search(trader, 'withdrawls whitelist'))[0]).toBe('withdrawals-availability');
  });

  it('R-AST-10: a thread of one entity is not visible from another entity of the same user', async () => {
    const thread = await newThread(venue, trader);
    const entities = await venue.db
      .selectFrom('user_entities')
      .innerJoin('users', 'users.id', 'user_entities.user_id')
      .select('user_entities.entity_id')
      .where('users.email', '=', DEMO_TRADER.email)
      .execute();
    const other = entities.map((e) => e.entity_id).find((id) => id !== entities[0]?.entity_id);
    expect(other).toBeDefined();
    const res = await venue.app.inject({
      method: 'GET',
      url: `/api/assistant/threads/${thread}`,
      headers: { ...bearer(trader), 'x-entity-id': String(other ?? 0) },
    });
    expect(res.statusCode).toBe(404);
  });
});
