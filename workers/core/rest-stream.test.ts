// A streamed answer through the REST client: each piece reaches the caller as it arrives and
// the result's body is the whole text (the assistant's NDJSON, docs/assistant.md).
import { describe, expect, it } from 'vitest';
import type { HttpRequest, HttpResponse, HttpTransport } from './ports';
import { RestClient } from './rest';

const who = { token: 't', csrf: 'c', visitorId: 'v', entityId: null, accountId: null };

function streaming(pieces: readonly string[], status = 200): HttpTransport {
  return {
    send: (request: HttpRequest): Promise<HttpResponse> =>
      Promise.resolve({
        status,
        text: () => Promise.resolve(pieces.join('')),
        bytes: () => Promise.resolve(new Uint8Array()),
        async *chunks() {
          for (const piece of pieces) {
            if (request.signal.aborted) return;
            yield piece;
          }
        },
      }),
  };
}

describe('R-AST-11: the core reads a streamed answer piece by piece', () => {
  it('R-AST-11: hands each piece to onChunk in order and answers the whole body', async () => {
    const rest = new RestClient(
      streaming(['{"type":"de', 'lta","text":"Hi"}\n', '{"type":"done"}\n']),
      'https://desk.test',
    );
    const seen: string[] = [];
    const answer = await rest.exchange(
      {
        method: 'POST',
        path: '/api/assistant/threads/1/messages',
        body: { kind: 'json', value: {} },
      },
      who,
      null,
      (piece) => seen.push(piece),
    );
    expect(seen).toEqual(['{"type":"de', 'lta","text":"Hi"}\n', '{"type":"done"}\n']);
    expect(answer).toEqual({ status: 200, body: seen.join('') });
  });

  it('R-AST-11: a refused call is not streamed: its JSON errors come back as usual', async () => {
    const rest = new RestClient(
      streaming(['{"errors":[{"code":"NOT_FOUND"}]}'], 404),
      'https://desk.test',
    );
    const seen: string[] = [];
    const answer = await rest.exchange({ method: 'POST', path: '/x' }, who, null, (p) =>
      seen.push(p),
    );
    expect(seen).toEqual([]);
    expect(answer).toEqual({ status: 404, body: { errors: [{ code: 'NOT_FOUND' }] } });
  });
});
