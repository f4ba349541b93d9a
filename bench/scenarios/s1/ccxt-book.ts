// ccxt's WebSocket order book (the one its exchange handlers feed deltas into). The package
// exports only its whole-library entry, so the class is loaded from its file in the package.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export type CcxtLevel = [number, number];

/** One side: an Array subclass of [price, size] rows, best first. */
export interface CcxtSide extends Array<CcxtLevel> {
  /** Sets a level; size 0 deletes it (what exchange handlers call per delta level). */
  store(price: number, size: number): void;
}

export interface CcxtOrderBook {
  readonly bids: CcxtSide;
  readonly asks: CcxtSide;
}

export type CcxtOrderBookClass = new (
  snapshot: { bids: CcxtLevel[]; asks: CcxtLevel[] },
  depth?: number,
) => CcxtOrderBook;

export interface CcxtInfo {
  readonly OrderBook: CcxtOrderBookClass;
  readonly version: string;
}

export async function loadCcxtOrderBook(): Promise<CcxtInfo> {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('ccxt');
  const root = path.resolve(path.dirname(entry), '..');
  const file = path.join(root, 'js', 'src', 'base', 'ws', 'OrderBook.js');
  const mod = (await import(pathToFileURL(file).href)) as { OrderBook?: unknown };
  if (typeof mod.OrderBook !== 'function') throw new Error(`no OrderBook class in ${file}`);
  const pkg = require(path.join(root, 'package.json')) as { version?: string };
  return { OrderBook: mod.OrderBook as CcxtOrderBookClass, version: pkg.version ?? 'unknown' };
}
