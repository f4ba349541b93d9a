// SharedWorker entry: one core for every tab of the browser.
import * as Comlink from 'comlink';
import { createEndpoint } from './endpoint';
import { createPlatformCore } from './platform';

interface ConnectEvent {
  readonly ports: readonly MessagePort[];
}

const endpoint = createEndpoint(createPlatformCore('shared'));

(globalThis as unknown as { onconnect: (event: ConnectEvent) => void }).onconnect = (event) => {
  const port = event.ports[0];
  if (port !== undefined) Comlink.expose(endpoint, port);
};
