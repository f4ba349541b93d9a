// A gateway forwards HTTP to whichever engine answers its /healthz with 200 (issue 20,
// docs/scale-out.md "Active and standby engines"), never to a standby, and answers 502
// ENGINE_UNAVAILABLE while none does. Two small HTTP servers stand for the engines.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ActiveEngine } from './active-engine';
import { EngineProxy } from './http-proxy';

/** An engine's port: /healthz 200 when serving, 503 as a standby; other paths name it. */
async function fakeEngine(name: string, serving: { value: boolean }): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url === '/healthz') {
      response.writeHead(serving.value ? 200 : 503).end();
      return;
    }
    response.writeHead(serving.value ? 200 : 503).end(name);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const urlOf = (server: Server) =>
  new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);

async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the active engine of a gateway', () => {
  const closers: (() => void)[] = [];
  afterEach(() => {
    for (const close of closers.splice(0)) close();
  });

  it('R-SCALE-4: forwards to the engine answering 200, never to a standby, and 502 while none does', async () => {
    const oneServing = { value: true };
    const twoServing = { value: false };
    const one = await fakeEngine('engine-1', oneServing);
    const two = await fakeEngine('engine-2', twoServing);
    const engines = new ActiveEngine([urlOf(one), urlOf(two)]);
    await engines.start();
    const proxy = new EngineProxy([engines], null);
    const gateway = createServer((request, response) => proxy.forward(request, response));
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    closers.push(
      () => engines.stop(),
      () => proxy.close(),
      () => gateway.close(),
      () => two.close(),
    );
    const call = async () => {
      const answer = await fetch(`${urlOf(gateway).href}api`);
      return { status: answer.status, body: await answer.text() };
    };
    expect(engines.current?.href).toBe(urlOf(one).href);
    expect(await call()).toEqual({ status: 200, body: 'engine-1' });

    // The active engine dies: calls answer 502 until the standby serves, then reach it.
    one.closeAllConnections();
    await new Promise((resolve) => one.close(resolve));
    const down = await call();
    expect(down.status).toBe(502);
    expect(down.body).toContain('ENGINE_UNAVAILABLE');
    await until(() => engines.current === null);
    expect((await call()).status).toBe(502);
    twoServing.value = true;
    await until(() => engines.current?.href === urlOf(two).href);
    expect(await call()).toEqual({ status: 200, body: 'engine-2' });
  });
});
