// SharedWorker entry: one core for every tab of the browser. Frames are transferred, never
// put in a shared ring: a SharedWorker is its own agent cluster (and Chromium does not make it
// cross-origin isolated), so no SharedArrayBuffer can pass between it and a page.
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
