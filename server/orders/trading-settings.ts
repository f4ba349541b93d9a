// A subaccount's trading settings (docs/api.md "Edge trading"): leverage and margin type per
// futures market, position mode (one-way or hedge) and multi-assets mode. Changes run in the
// order queue, so no order is checked against half-changed settings, and are refused while
// positions or orders they would affect are open.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { TradeInstrument } from './instruments';
import { writeLocks } from './lock-store';
import type { VenueReadModel } from './read-model';
import type { SerialQueue } from './serial-queue';
import { marginModesOf, saveModes, saveSymbolSettings } from './settings-store';
import type { VenueState } from './venue-state';

export type MarginMode = 'CROSSED' | 'ISOLATED';

export interface LeverageInfo {
  readonly symbol: string;
  readonly leverage: string;
  readonly maxLeverage: string;
  readonly marginMode: MarginMode;
}

export interface ModesInfo {
  readonly hedgeMode: boolean;
  readonly multiAssetsMode: boolean;
  /** Margin mode per symbol the subaccount has settings for. */
  readonly marginModes: Record<string, string>;
}

const conflict = (message: string, field?: string) => new ApiError(409, 'CONFLICT', message, field);

export class TradingSettings {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly venue: VenueState,
    private readonly read: VenueReadModel,
    private readonly queue: SerialQueue,
  ) {}

  /** A futures or perpetual market, else 404. */
  futuresMarket(symbol: string): TradeInstrument {
    const inst = this.venue.instruments.get(symbol);
    if (!inst || inst.collateralToken === null)
      throw new ApiError(404, 'NOT_FOUND', `No futures market ${symbol}`, 'symbol');
    return inst;
  }

  leverageInfo(sub: number, symbol: string): LeverageInfo {
    const inst = this.futuresMarket(symbol);
    const s = this.venue.accounts.symbolSettingsOf(sub, symbol);
    return {
      symbol,
      leverage: String(s.leverage),
      maxLeverage: String(inst.maxLeverage),
      marginMode: s.marginMode,
    };
  }

  async modes(sub: number): Promise<ModesInfo> {
    const s = this.venue.accounts.settingsOf(sub);
    return {
      hedgeMode: s.hedgeMode,
      multiAssetsMode: s.multiAssetsMode,
      marginModes: await marginModesOf(this.db, sub),
    };
  }

  /** Less leverage on an open position needs more margin: only when the collateral covers it. */
  updateLeverage(sub: number, symbol: string, leverage: number): Promise<LeverageInfo> {
    const inst = this.futuresMarket(symbol);
    if (leverage > inst.maxLeverage)
      throw new ApiError(400, 'VALIDATION', `leverage must be 1-${inst.maxLeverage}`, 'leverage');
    return this.queue.run(async () => {
      const state = this.venue.accounts;
      const current = state.symbolSettingsOf(sub, symbol);
      if (state.positionsOf(sub).some((p) => p.symbol === symbol) && leverage < current.leverage) {
        state.setSymbolSettings(sub, symbol, { ...current, leverage });
        const ok = !this.read.available(sub, inst.collateralToken ?? '').startsWith('-');
        state.setSymbolSettings(sub, symbol, current);
        if (!ok) throw conflict('Not enough margin for this leverage', 'leverage');
      }
      await this.saveSymbol(sub, symbol, leverage, current.marginMode);
      return this.leverageInfo(sub, symbol);
    });
  }

  updatePositionMode(sub: number, hedgeMode: boolean): Promise<ModesInfo> {
    return this.queue.run(async () => {
      const current = this.venue.accounts.settingsOf(sub);
      if (
        current.hedgeMode !== hedgeMode &&
        (this.venue.accounts.positionsOf(sub).length > 0 || this.read.hasOpenOrders(sub))
      )
        throw conflict('Position mode cannot change while positions or orders are open');
      await this.saveModes(sub, hedgeMode, current.multiAssetsMode);
      return this.modes(sub);
    });
  }

  updateMultiAssetsMode(sub: number, multiAssetsMode: boolean): Promise<ModesInfo> {
    return this.queue.run(async () => {
      await this.saveModes(sub, this.venue.accounts.settingsOf(sub).hedgeMode, multiAssetsMode);
      return this.modes(sub);
    });
  }

  updateMarginType(sub: number, symbol: string, marginMode: MarginMode): Promise<ModesInfo> {
    this.futuresMarket(symbol);
    return this.queue.run(async () => {
      const state = this.venue.accounts;
      const current = state.symbolSettingsOf(sub, symbol);
      if (
        current.marginMode !== marginMode &&
        (state.positionsOf(sub).some((p) => p.symbol === symbol) ||
          this.read.hasOpenOrders(sub, symbol))
      )
        throw conflict('Margin type cannot change while the market has a position or open orders');
      await this.saveSymbol(sub, symbol, current.leverage, marginMode);
      return this.modes(sub);
    });
  }

  /** Saves a market's settings with the lock they leave (a position's margin follows leverage). */
  private async saveSymbol(sub: number, symbol: string, leverage: number, marginMode: string) {
    const state = this.venue.accounts;
    const before = state.symbolSettingsOf(sub, symbol);
    const after = {
      leverage,
      marginMode: marginMode === 'ISOLATED' ? 'ISOLATED' : 'CROSSED',
    } as const;
    const token = this.venue.instruments.get(symbol)?.collateralToken ?? null;
    // The lock under the new settings, read synchronously: memory changes only after the commit.
    state.setSymbolSettings(sub, symbol, after);
    const locks =
      token === null ? [] : [{ subaccountId: sub, token, locked: this.read.ownLocked(sub, token) }];
    state.setSymbolSettings(sub, symbol, before);
    await this.db.transaction().execute(async (tx) => {
      await saveSymbolSettings(tx, sub, symbol, leverage, marginMode);
      await writeLocks(tx, locks);
    });
    state.setSymbolSettings(sub, symbol, after);
  }

  private async saveModes(sub: number, hedgeMode: boolean, multiAssetsMode: boolean) {
    await saveModes(this.db, sub, hedgeMode, multiAssetsMode);
    const s = this.venue.accounts.settingsOf(sub);
    s.hedgeMode = hedgeMode;
    s.multiAssetsMode = multiAssetsMode;
  }
}
