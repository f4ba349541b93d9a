// Options positions (issue 13): an options RFQ execution adds each leg's signed contracts to the
// subaccount's position in that option (average premium as entry; closing contracts realise
// premium difference), and the scenario margin of the subaccount's book (options/margin.ts) is
// held against its USD while the book holds a short leg. The hold is recomputed at every
// options execution of the subaccount and restored at start.
import type { Kysely, Transaction } from 'kysely';
import {
  absDecimal,
  addDecimal,
  compareDecimal,
  multiplyDecimal,
  negateDecimal,
  signDecimal,
  subtractDecimal,
} from '../../domain/decimal';
import type { Database } from '../db/schema';
import { divideDecimal } from '../positions/math';
import type { OptionCatalogue } from './catalogue';
import { scenarioLoss, type MarginLeg } from './margin';
import { priceOption } from './pricing';
import type { Underlying } from './vol-surface';

type Db = Kysely<Database> | Transaction<Database>;

/** The token option premiums and margin are kept in. */
export const OPTION_MARGIN_TOKEN = 'USD';
const ENTRY_PLACES = 8;

export interface OptionLegFill {
  readonly symbol: string;
  readonly side: 'BUY' | 'SELL';
  readonly contracts: string;
  /** Premium per contract (USD). */
  readonly price: string;
}

export interface OptionPosition {
  readonly subaccountId: number;
  readonly symbol: string;
  /** Signed contracts. */
  readonly size: string;
  readonly entryPrice: string;
  readonly realisedPnl: string;
}

/** A position after one fill: sizes add; the entry averages when adding, stays when reducing. */
export function applyOptionFill(
  before: { size: string; entryPrice: string; realisedPnl: string },
  fill: OptionLegFill,
): { size: string; entryPrice: string; realisedPnl: string } {
  const signed = fill.side === 'BUY' ? fill.contracts : negateDecimal(fill.contracts);
  const size = addDecimal(before.size, signed);
  const old = signDecimal(before.size);
  if (old === 0 || old === signDecimal(signed)) {
    const cost = addDecimal(
      multiplyDecimal(absDecimal(before.size), before.entryPrice),
      multiplyDecimal(absDecimal(signed), fill.price),
    );
    return {
      size,
      entryPrice: divideDecimal(cost, absDecimal(size), ENTRY_PLACES),
      realisedPnl: before.realisedPnl,
    };
  }
  const closed =
    compareDecimal(absDecimal(before.size), absDecimal(signed)) <= 0
      ? absDecimal(before.size)
      : absDecimal(signed);
  const perContract = subtractDecimal(fill.price, before.entryPrice);
  const realised = multiplyDecimal(multiplyDecimal(closed, perContract), String(old));
  const flipped = signDecimal(size) !== 0 && signDecimal(size) !== old;
  return {
    size,
    entryPrice: signDecimal(size) === 0 ? '0' : flipped ? fill.price : before.entryPrice,
    realisedPnl: addDecimal(before.realisedPnl, realised),
  };
}

export async function optionPositionsOf(
  db: Db,
  subs: readonly number[],
): Promise<OptionPosition[]> {
  if (subs.length === 0) return [];
  const rows = await db
    .selectFrom('option_positions')
    .selectAll()
    .where('subaccount_id', 'in', [...subs])
    .orderBy('subaccount_id')
    .orderBy('symbol')
    .execute();
  return rows.map((r) => ({
    subaccountId: r.subaccount_id,
    symbol: r.symbol,
    size: addDecimal(r.size, '0'),
    entryPrice: addDecimal(r.entry_price, '0'),
    realisedPnl: addDecimal(r.realised_pnl, '0'),
  }));
}

/** Books the legs of one execution into the subaccount's option positions (inside `tx`). */
export async function bookOptionPositions(
  tx: Transaction<Database>,
  subaccountId: number,
  legs: readonly OptionLegFill[],
  now: number,
): Promise<void> {
  for (const leg of legs) {
    const row = await tx
      .selectFrom('option_positions')
      .selectAll()
      .where('subaccount_id', '=', subaccountId)
      .where('symbol', '=', leg.symbol)
      .forUpdate()
      .executeTakeFirst();
    const next = applyOptionFill(
      {
        size: row?.size ?? '0',
        entryPrice: row?.entry_price ?? '0',
        realisedPnl: row?.realised_pnl ?? '0',
      },
      leg,
    );
    await tx
      .insertInto('option_positions')
      .values({
        subaccount_id: subaccountId,
        symbol: leg.symbol,
        size: next.size,
        entry_price: next.entryPrice,
        realised_pnl: next.realisedPnl,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['subaccount_id', 'symbol']).doUpdateSet({
          size: next.size,
          entry_price: next.entryPrice,
          realised_pnl: next.realisedPnl,
          updated_at: now,
        }),
      )
      .execute();
  }
}

export interface OptionPricer {
  readonly catalogue: OptionCatalogue;
  spotOf(u: Underlying): number | null;
}

/** Mark (premium per contract now) of an option; null when expired or without a spot. */
export function optionMark(p: OptionPricer, symbol: string, now: number): number | null {
  const spec = p.catalogue.resolve(symbol, (u) => p.spotOf(u));
  if (!spec) return null;
  const spot = p.spotOf(spec.underlying);
  const priced = spot === null ? null : priceOption(spec, spot, now);
  return priced ? priced.greeks.price : null;
}

/**
 * Margin of a subaccount's options book in USD (2 places): per underlying, the worst scenario
 * loss of the whole book when it holds a short leg; a long-only book needs none (its premium
 * is paid).
 */
export function optionMargin(
  p: OptionPricer,
  positions: readonly OptionPosition[],
  now: number,
): string {
  const byUnderlying = new Map<Underlying, MarginLeg[]>();
  const shortIn = new Set<Underlying>();
  for (const pos of positions) {
    if (signDecimal(pos.size) === 0) continue;
    const spec = p.catalogue.resolve(pos.symbol, (u) => p.spotOf(u));
    if (!spec) continue;
    const spot = p.spotOf(spec.underlying);
    const priced = spot === null ? null : priceOption(spec, spot, now);
    if (!priced) continue;
    const legs = byUnderlying.get(spec.underlying) ?? [];
    legs.push({
      kind: spec.kind,
      strike: spec.strike,
      vol: priced.vol,
      years: priced.years,
      contracts: Number(pos.size),
    });
    byUnderlying.set(spec.underlying, legs);
    if (signDecimal(pos.size) < 0) shortIn.add(spec.underlying);
  }
  let total = 0;
  for (const [u, legs] of byUnderlying) {
    const spot = p.spotOf(u);
    if (shortIn.has(u) && spot !== null) total += scenarioLoss(legs, spot);
  }
  return total.toFixed(2);
}

export async function saveOptionMargin(
  tx: Transaction<Database>,
  subaccountId: number,
  amount: string,
  now: number,
): Promise<void> {
  await tx
    .insertInto('option_margin')
    .values({ subaccount_id: subaccountId, token: OPTION_MARGIN_TOKEN, amount, updated_at: now })
    .onConflict((oc) => oc.column('subaccount_id').doUpdateSet({ amount, updated_at: now }))
    .execute();
}

/** A subaccount's stored option margin ('0' when none). */
export async function optionMarginOf(db: Db, subaccountId: number): Promise<string> {
  const row = await db
    .selectFrom('option_margin')
    .select('amount')
    .where('subaccount_id', '=', subaccountId)
    .executeTakeFirst();
  return row?.amount ?? '0';
}

export function storedOptionMargins(db: Db) {
  return db.selectFrom('option_margin').select(['subaccount_id', 'token', 'amount']).execute();
}
