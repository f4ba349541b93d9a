// Dedicated-worker entry (fallback where SharedWorker is missing): one core per
// tab; block / unblock / reload / session reach other tabs over BroadcastChannel.
import * as Comlink from 'comlink';
import { createEndpoint } from './endpoint';
import { createPlatformCore } from './platform';

Comlink.expose(createEndpoint(createPlatformCore('dedicated')));
