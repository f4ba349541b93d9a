// The deposit, withdraw, transfer and loan buttons of spec 2.4, beside an account: each opens
// its wallet action (the loan button the credit screen), shown only where the account's flags
// and its venue allow the action.
import { Link } from 'react-router-dom';

export interface WalletButtonsProps {
  readonly canDeposit: boolean;
  readonly canWithdraw: boolean;
  readonly canTransfer: boolean;
}

/** Which buttons a screen listing many accounts shows: those some readable account allows. */
export function walletButtonFlags(
  groups: readonly {
    readonly wallet: { deposit: boolean; withdraw: boolean; transfer: boolean };
    readonly accounts: readonly {
      readonly canRead: boolean;
      readonly canWithdraw: boolean;
      readonly canTransfer: boolean;
    }[];
  }[],
): WalletButtonsProps {
  const some = (
    venue: 'deposit' | 'withdraw' | 'transfer',
    flag: (a: (typeof groups)[number]['accounts'][number]) => boolean,
  ) => groups.some((g) => g.wallet[venue] && g.accounts.some(flag));
  return {
    canDeposit: some('deposit', (a) => a.canRead),
    canWithdraw: some('withdraw', (a) => a.canWithdraw),
    canTransfer: some('transfer', (a) => a.canTransfer),
  };
}

export function WalletButtons({ canDeposit, canWithdraw, canTransfer }: WalletButtonsProps) {
  return (
    <span className="wallet-buttons" data-testid="wallet-buttons">
      {canDeposit && (
        <Link
          className="btn btn-ghost btn-sm"
          to="/wallet/deposit/address"
          data-testid="wallet-button-deposit"
        >
          Deposit
        </Link>
      )}
      {canWithdraw && (
        <Link
          className="btn btn-ghost btn-sm"
          to="/wallet/withdraw/request"
          data-testid="wallet-button-withdraw"
        >
          Withdraw
        </Link>
      )}
      {canTransfer && (
        <Link
          className="btn btn-ghost btn-sm"
          to="/wallet/transfer/between-accounts"
          data-testid="wallet-button-transfer"
        >
          Transfer
        </Link>
      )}
      <Link
        className="btn btn-ghost btn-sm"
        to="/portfolio/credit"
        data-testid="wallet-button-loan"
      >
        Loan
      </Link>
    </span>
  );
}
