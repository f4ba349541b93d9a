// DeFi (docs/defi.md): the simulated dApps and protocols the reference server stands in for,
// the five transaction types a vault sends to them, the pairing URI a dApp shows, and the yield
// a position accrues. Pure: the server books with it and the screen counts yields up with it.
import { compareDecimal, multiplyDecimal, signDecimal, truncateDecimal } from './decimal';

export const DEFI_TRANSACTION_TYPES = [
  'CONTRACT_CALL',
  'APPROVE',
  'SUPPLY',
  'REDEEM',
  'STAKE',
] as const;
export type DefiTransactionType = (typeof DEFI_TRANSACTION_TYPES)[number];

/** Each transaction type is its own maker-checker kind, so a policy rule can name one. */
export const DEFI_KIND_OF = {
  CONTRACT_CALL: 'defi_contract_call',
  APPROVE: 'defi_approve',
  SUPPLY: 'defi_supply',
  REDEEM: 'defi_redeem',
  STAKE: 'defi_stake',
} as const satisfies Record<DefiTransactionType, string>;
export type DefiKind = (typeof DEFI_KIND_OF)[DefiTransactionType];
export const DEFI_KINDS = Object.values(DEFI_KIND_OF) as readonly DefiKind[];

export type DefiProtocolKey = 'lending' | 'staking' | 'pool';

export interface DefiProtocol {
  readonly key: DefiProtocolKey;
  readonly name: string;
  readonly kind: 'Lending' | 'Liquid staking' | 'Liquidity pool';
  /** The contract a token approval names as spender. */
  readonly contract: string;
  /** The transaction type that puts money in (SUPPLY or STAKE); REDEEM takes it out. */
  readonly entry: 'SUPPLY' | 'STAKE';
  /** Token → yearly yield in basis points. */
  readonly apyBps: Readonly<Record<string, number>>;
}

export const DEFI_PROTOCOLS: readonly DefiProtocol[] = [
  {
    key: 'lending',
    name: 'Meridian Lending',
    kind: 'Lending',
    contract: '0x7d2768de32b0b80b7a3454c06bdac94a69ddc7a9',
    entry: 'SUPPLY',
    apyBps: { USDC: 420, ETH: 210, LINK: 150 },
  },
  {
    key: 'staking',
    name: 'Helio Liquid Staking',
    kind: 'Liquid staking',
    contract: '0xae7ab96520de3a18e5e111b5eaab095312d7fe84',
    entry: 'STAKE',
    apyBps: { ETH: 340 },
  },
  {
    key: 'pool',
    name: 'Tidal ETH/USDC Pool',
    kind: 'Liquidity pool',
    contract: '0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640',
    entry: 'SUPPLY',
    apyBps: { USDC: 610, ETH: 610 },
  },
];

export interface DefiDapp {
  readonly key: string;
  readonly name: string;
  readonly url: string;
  readonly protocols: readonly DefiProtocolKey[];
}

/** The simulated dApps (served by the reference server under /v3/defi/sim). */
export const DEFI_DAPPS: readonly DefiDapp[] = [
  {
    key: 'harbor',
    name: 'Harbor Finance (simulated)',
    url: 'https://harbor.sim.desk.example',
    protocols: ['lending', 'staking'],
  },
  {
    key: 'tidal',
    name: 'Tidal Exchange (simulated)',
    url: 'https://tidal.sim.desk.example',
    protocols: ['pool'],
  },
];

/** The one contract call the simulated protocols answer: pay out the accrued yield. */
export const DEFI_METHODS = ['claimRewards'] as const;
export type DefiMethod = (typeof DEFI_METHODS)[number];

/** A session lasts this long after the pairing (WalletConnect's default of a week). */
export const DEFI_SESSION_MILLIS = 7 * 86_400_000;
/** A pairing URI the dApp shows must be used within this time. */
export const DEFI_PAIRING_MILLIS = 5 * 60_000;

export const defiProtocol = (key: string): DefiProtocol | undefined =>
  DEFI_PROTOCOLS.find((p) => p.key === key);
export const defiDapp = (key: string): DefiDapp | undefined =>
  DEFI_DAPPS.find((d) => d.key === key);

/** ETH is native; every other token is an ERC-20 that a protocol may spend only once approved. */
export const needsApproval = (token: string): boolean => token !== 'ETH';

/** The decimals a token's amounts keep (USDC 6, the others 8). */
export const defiDecimals = (token: string): number => (token === 'USDC' ? 6 : 8);

const YEAR_MS = 365 * 86_400_000;

/**
 * The yield `principal` earns at `apyBps` over `elapsedMillis` (simple interest, truncated to
 * the token's decimals). Deterministic in its inputs: the clock port gives the elapsed time.
 */
export function accruedYield(
  token: string,
  principal: string,
  apyBps: number,
  elapsedMillis: number,
): string {
  if (elapsedMillis <= 0 || apyBps <= 0 || signDecimal(principal) <= 0) return '0';
  // The year's fraction × APY in units of 1e-12, an integer (exact for a century of millis).
  const units = Math.floor((apyBps * elapsedMillis * 1e8) / YEAR_MS);
  const digits = String(units).padStart(13, '0');
  const factor = `${digits.slice(0, -12)}.${digits.slice(-12)}`;
  return truncateDecimal(multiplyDecimal(principal, factor), defiDecimals(token));
}

/** Why a transaction type does not apply to a protocol and token, or null when it does. */
export function defiRefusal(
  type: DefiTransactionType,
  protocol: DefiProtocol,
  token: string,
): string | null {
  if (protocol.apyBps[token] === undefined) return `${protocol.name} does not take ${token}.`;
  if ((type === 'SUPPLY' || type === 'STAKE') && protocol.entry !== type)
    return type === 'STAKE'
      ? `${protocol.name} takes deposits by SUPPLY, not STAKE.`
      : `${protocol.name} takes deposits by STAKE, not SUPPLY.`;
  if (type === 'APPROVE' && !needsApproval(token))
    return `${token} is native: it needs no token approval.`;
  return null;
}

/** An allowance covers an amount (native tokens need none). */
export const allowanceCovers = (token: string, allowance: string, amount: string): boolean =>
  !needsApproval(token) || compareDecimal(allowance, amount) >= 0;

// ---- pairing URIs (WalletConnect v2 shape: wc:<topic>@2?relay-protocol=…&symKey=…) ----

export interface PairingUri {
  readonly topic: string;
  readonly symKey: string;
}

const PAIRING = /^wc:([0-9a-f]{64})@2\?(.+)$/;

export function formatPairingUri(p: PairingUri): string {
  return `wc:${p.topic}@2?relay-protocol=irn&symKey=${p.symKey}`;
}

/** The topic and key of a pairing URI, or null when it is not one. */
export function parsePairingUri(uri: string): PairingUri | null {
  const m = PAIRING.exec(uri.trim());
  if (!m || m[1] === undefined || m[2] === undefined) return null;
  const params = new Map(
    m[2].split('&').map((pair) => {
      const at = pair.indexOf('=');
      return at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
  const symKey = params.get('symKey');
  if (!params.get('relay-protocol') || symKey === undefined || !/^[0-9a-f]{64}$/.test(symKey))
    return null;
  return { topic: m[1], symKey };
}
