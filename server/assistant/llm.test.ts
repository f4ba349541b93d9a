// The configured provider against a fake OpenAI-compatible server on localhost: the model asks
// for a tool, the tool runs under the caller's authorization, its result goes back to the model,
// and the model's answer streams to the tab piece by piece.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRADER, DEMO_APPROVER } from '../seed/demo-constants';
import { ask } from '../testing/assistant';
import { createTestVenue, signIn, type TestVenue } from '../testing/test-app';

interface ChatRequest {
  model: string;
  stream: boolean;
  temperature?: number;
  tools?: { function: { name: string } }[];
  messages: { role: string; content: unknown; tool_calls?: unknown[] }[];
}

/** What the fake model does next: call a tool, or answer from the last tool result. */
type Script = (
  request: ChatRequest,
) => { tool: { name: string; args: object } } | { text: string[] };

const received: ChatRequest[] = [];
let script: Script = () => ({ text: ['nothing'] });
let server: Server;
let baseURL: string;

function chunk(delta: object, finish: string | null = null): string {
  return `data: ${JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const part of request) text += String(part);
  return text;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void bodyOf(request).then((text) => {
      const chat = JSON.parse(text) as ChatRequest;
      received.push(chat);
      let next: ReturnType<Script>;
      try {
        next = script(chat);
      } catch (error) {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: String(error) } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      if ('tool' in next) {
        response.write(
          chunk({
            role: 'assistant',
            tool_calls: [
              {
                index: 0,
                id: `call_${received.length}`,
                type: 'function',
                function: { name: next.tool.name, arguments: JSON.stringify(next.tool.args) },
              },
            ],
          }),
        );
        response.write(chunk({}, 'tool_calls'));
      } else {
        for (const piece of next.text) response.write(chunk({ content: piece }));
        response.write(chunk({}, 'stop'));
      }
      response.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The JSON the tool returned to the model (the last tool message). */
function lastToolResult(chat: ChatRequest): { summary: string; data: Record<string, unknown> } {
  const tool = [...chat.messages].reverse().find((m) => m.role === 'tool');
  return JSON.parse(String(tool?.content ?? '{}')) as {
    summary: string;
    data: Record<string, unknown>;
  };
}

describe('R-AST-8: an OpenAI-compatible LLM drives the same tools and streams its answer', () => {
  let venue: TestVenue;
  let trader: string;
  beforeAll(async () => {
    venue = await createTestVenue('pglite', {
      llm: { baseURL, model: 'fake-model', apiKey: 'test-key' },
      assistantPaceMillis: 0,
    });
    venue.market.step(2000);
    trader = await signIn(venue, DEMO_TRADER);
  }, 120_000);
  afterAll(() => venue.dispose());

  it('R-AST-8: a tool call runs under the caller and the streamed answer carries its figure', async () => {
    received.length = 0;
    script = (chat) =>
      chat.messages.some((m) => m.role === 'tool')
        ? {
            text: [
              'Your USDC ',
              'balance is ',
              `${String(lastToolResult(chat).data['total'])} `,
              'USDC.',
            ],
          }
        : { tool: { name: 'balances', args: { token: 'USDC' } } };
    const answer = await ask(venue, trader, 'What is my USDC balance?');
    const deltas = answer.events.filter((e) => e.type === 'delta');
    expect(deltas.length).toBe(4);
    expect(answer.text).toBe('Your USDC balance is 7500000 USDC.');
    expect(answer.tools).toEqual(['balances']);
    expect(answer.events.at(-1)).toMatchObject({
      type: 'done',
      provider: 'openai-compatible:fake-model',
    });
    // The model saw the tools, temperature 0 (the default) and the user's question.
    expect(received).toHaveLength(2);
    expect(received[0]?.stream).toBe(true);
    expect(received[0]?.temperature).toBe(0);
    expect(received[0]?.tools?.map((t) => t.function.name)).toContain('draft_transfer');
    expect(received[0]?.messages.at(-1)).toMatchObject({
      role: 'user',
      content: 'What is my USDC balance?',
    });
    // The thread holds the answer with its tool step.
    const thread = await venue.app.inject({
      method: 'GET',
      url: `/api/assistant/threads/${answer.threadId}`,
      headers: { authorization: `Bearer ${trader}` },
    });
    const messages = (
      thread.json() as { messages: { role: string; content: string; steps: { tool: string }[] }[] }
    ).messages;
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[1]?.content).toBe('Your USDC balance is 7500000 USDC.');
    expect(messages[1]?.steps.map((s) => s.tool)).toEqual(['balances']);
  });

  it('R-AST-8: a transfer the model asks for is only a draft, and the viewer-level refusal reaches the model', async () => {
    script = (chat) =>
      chat.messages.some((m) => m.role === 'tool')
        ? { text: [lastToolResult(chat).summary] }
        : {
            tool: {
              name: 'draft_transfer',
              args: { asset: 'USDC', amount: '500k', from: 'OTC Main', to: 'Cold Vault' },
            },
          };
    const answer = await ask(venue, trader, 'send 500k USDC from OTC Main to Cold Vault');
    expect(answer.drafts).toHaveLength(1);
    expect(answer.text).toContain('Nothing has moved');
    const requests = await venue.db
      .selectFrom('approval_requests')
      .select('id')
      .where('kind', '=', 'internal_transfer')
      .execute();
    expect(requests).toHaveLength(0);
    const approver = await signIn(venue, DEMO_APPROVER);
    const refused = await ask(venue, approver, 'send 500k USDC from OTC Main to Cold Vault');
    expect(refused.drafts).toEqual([]);
    expect(refused.text).toContain('Your role does not allow requesting transfers');
  });

  it('R-AST-8: a provider failure is recorded and reported, not hidden', async () => {
    script = () => {
      throw new Error('model exploded');
    };
    const answer = await ask(venue, trader, 'What is my BTC balance?');
    expect(answer.events.at(-1)).toMatchObject({ type: 'error' });
    const thread = await venue.app.inject({
      method: 'GET',
      url: `/api/assistant/threads/${answer.threadId}`,
      headers: { authorization: `Bearer ${trader}` },
    });
    const messages = (thread.json() as { messages: { status: string }[] }).messages;
    expect(messages[1]?.status).toBe('failed');
  });
});
