// Venue and subaccount selector: the accounts that can trade (canTrade) and fit the market.
import type { TradingAccount } from '../../../tab/orders/accounts';

export interface AccountSelectorProps {
  readonly accounts: readonly TradingAccount[];
  readonly selected: TradingAccount | null;
  readonly onSelect: (key: string) => void;
}

export function AccountSelector({ accounts, selected, onSelect }: AccountSelectorProps) {
  return (
    <label className="ticket-account">
      <span>Account</span>
      <select
        className="ticket-select"
        value={selected?.key ?? ''}
        onChange={(e) => onSelect(e.target.value)}
        disabled={accounts.length === 0}
        data-testid="ticket-account"
        aria-label="Venue and subaccount"
      >
        {accounts.length === 0 && <option value="">No trading account</option>}
        {accounts.map((a) => (
          <option key={a.key} value={a.key}>
            {a.venueLabel} · {a.account.displayText}
          </option>
        ))}
      </select>
    </label>
  );
}
