// Assistant test helpers: ask a question through the real route and read the streamed events.
import type { AssistantDraft, AssistantEvent } from '../../domain/assistant';
import { bearer, csrfHeaders, type TestVenue } from './test-app';

export interface Answer {
  readonly threadId: number;
  readonly messageId: number | null;
  readonly text: string;
  readonly events: AssistantEvent[];
  readonly drafts: AssistantDraft[];
  readonly tools: string[];
  readonly status: number;
}

type Venue = Pick<TestVenue, 'app'>;

export async function newThread(venue: Venue, token: string): Promise<number> {
  const res = await venue.app.inject({
    method: 'POST',
    url: '/api/assistant/threads',
    headers: { ...csrfHeaders(), ...bearer(token) },
    payload: {},
  });
  if (res.statusCode !== 201) throw new Error(`thread: ${res.statusCode} ${res.body}`);
  return (res.json() as { thread: { id: number } }).thread.id;
}

/** Asks in a thread (a new one unless given) and collects the NDJSON stream. */
export async function ask(
  venue: Venue,
  token: string,
  question: string,
  threadId?: number,
): Promise<Answer> {
  const thread = threadId ?? (await newThread(venue, token));
  const res = await venue.app.inject({
    method: 'POST',
    url: `/api/assistant/threads/${thread}/messages`,
    headers: { ...csrfHeaders(), ...bearer(token) },
    payload: { content: question },
  });
  const events =
    res.statusCode === 200
      ? res.body
          .split('\n')
          .filter((line) => line !== '')
          .map((line) => JSON.parse(line) as AssistantEvent)
      : [];
  const done = events.find((e) => e.type === 'done');
  return {
    threadId: thread,
    messageId: done?.type === 'done' ? done.messageId : null,
    text: events.map((e) => (e.type === 'delta' ? e.text : '')).join(''),
    events,
    drafts: events.flatMap((e) => (e.type === 'draft' ? [e.draft] : [])),
    tools: events.flatMap((e) =>
      e.type === 'step' && e.step.status !== 'running' ? [e.step.tool] : [],
    ),
    status: res.statusCode,
  };
}

export async function putJson(venue: Venue, token: string, url: string, payload: object) {
  return venue.app.inject({
    method: 'PUT',
    url,
    headers: { ...csrfHeaders(), ...bearer(token) },
    payload,
  });
}
