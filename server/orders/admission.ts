// The engine's gate for one instrument: the account checks an order passes before it may rest
// or take (spot: the balance to pay with, fees included; derivatives: the margin at the
// order's leverage plus the taker fee; reducing orders need none), and the position mode.
import {
  addDecimal,
  compareDecimal,
  multiplyDecimal,
  roundDecimalHalfUp,
  signDecimal,
} from '../../domain/decimal';
import { displayAmount } from '../../domain/numbers';
import { lotsToQuantity, tickLotsToQuote } from '../../domain/ticks';
import type { EngineGate } from '../engine/types';
import { divideDecimal } from '../positions/math';
import { isReducing, positionKey } from './account-state';
import { MONEY_PLACES, TAKER_FEE_RATE } from './fees';
import type { TradeInstrument } from './instruments';
import type { VenueReadModel } from './read-model';
import type { VenueState } from './venue-state';

/** How every refusal for want of balance or margin begins (commands.ts reads back on it). */
export const INSUFFICIENT = 'Insufficient ';

export function admissionGate(
  instrument: TradeInstrument,
  venue: VenueState,
  read: VenueReadModel,
): EngineGate {
  const state = venue.accounts;
  return {
    hedgeMode: (owner) => state.settingsOf(owner).hedgeMode,
    positionLots: (owner, positionSide) => {
      const p = state.positions.get(positionKey(owner, instrument.symbol, positionSide));
      if (!p) return 0;
      return Math.round(Number(p.size) / Number(instrument.lotSize));
    },
    admit: (order, notionalTickLots, lots) => {
      const record = venue.records.get(order.id);
      const sub = order.owner;
      const notional = tickLotsToQuote(notionalTickLots, instrument.tickSize, instrument.lotSize);
      let token: string;
      let need: string;
      let kind = 'balance';
      if (instrument.collateralToken === null) {
        if (order.side === 'BUY') {
          token = instrument.quoteToken;
          need = roundDecimalHalfUp(
            multiplyDecimal(notional, addDecimal('1', TAKER_FEE_RATE)),
            MONEY_PLACES,
          );
        } else {
          token = instrument.baseToken;
          need = lotsToQuantity(lots, instrument.lotSize);
        }
      } else {
        if (record && isReducing(record, state.settingsOf(sub).hedgeMode)) return null;
        if (order.reduceOnly || order.closePosition) return null;
        kind = 'margin';
        token = instrument.collateralToken;
        const leverage =
          record?.leverage ?? state.symbolSettingsOf(sub, instrument.symbol).leverage;
        need = addDecimal(
          divideDecimal(notional, String(leverage)),
          roundDecimalHalfUp(multiplyDecimal(notional, TAKER_FEE_RATE), MONEY_PLACES),
        );
      }
      const available = read.available(sub, token, order.id);
      if (compareDecimal(available, need) >= 0) return null;
      const shown = signDecimal(available) < 0 ? '0' : available;
      // R-FMT-7: the figures as the screens show them, not raw decimals.
      return `${INSUFFICIENT}${kind}: ${displayAmount(shown, token)} ${token} available, ${displayAmount(need, token)} needed`;
    },
  };
}
