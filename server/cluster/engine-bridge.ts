// What the engine process of a cluster serves its gateways over the bus besides what every
// venue publishes (private and member topics, session revocations): the market and the first
// messages of private topics. `npm start` (one process) does not start it.
import type { Bus } from '../bus/bus';
import type { PrivateFeed } from '../stream/private-topics';
import { bridgeMarket } from './market-bridge';
import { servePrivateInitial } from './private-bridge';

export async function startEngineBridge(
  bus: Bus,
  parts: {
    readonly market: Parameters<typeof bridgeMarket>[1];
    readonly privateFeed: Pick<PrivateFeed, 'initial'>;
    /** This engine's shard (0 for one engine) and whether it owns a symbol. */
    readonly shard: number;
    readonly owns: (symbol: string) => boolean;
  },
): Promise<() => Promise<void>> {
  const stopMarket = await bridgeMarket(bus, parts.market, {
    index: parts.shard,
    owns: parts.owns,
  });
  const serving = await servePrivateInitial(bus, parts.privateFeed, parts.shard);
  return async () => {
    await stopMarket();
    await serving.unsubscribe();
  };
}
