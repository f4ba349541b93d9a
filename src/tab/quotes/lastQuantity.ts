// Spec 3.4 lastQuantityEnteredOnCard: the last quantity typed on a market card, per screen and
// market, kept in localStorage so it survives reloads and is shared by the tabs.

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;

export type CardScreen = 'rfq' | 'rfs';

export interface RememberedQuantity {
  readonly quantity: string;
  /** Which currency the quantity is in. */
  readonly currency: 'base' | 'quote';
}

const keyOf = (screen: CardScreen, symbol: string): string => `desk.${screen}.qty.${symbol}`;

export function readLastQuantity(
  store: KeyValue,
  screen: CardScreen,
  symbol: string,
): RememberedQuantity | null {
  const raw = store.getItem(keyOf(screen, symbol));
  if (raw === null) return null;
  try {
    const v = JSON.parse(raw) as Partial<RememberedQuantity>;
    if (typeof v.quantity !== 'string') return null;
    return { quantity: v.quantity, currency: v.currency === 'quote' ? 'quote' : 'base' };
  } catch {
    return null;
  }
}

export function writeLastQuantity(
  store: KeyValue,
  screen: CardScreen,
  symbol: string,
  value: RememberedQuantity,
): void {
  store.setItem(keyOf(screen, symbol), JSON.stringify(value));
}
