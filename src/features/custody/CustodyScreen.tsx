// One custody page inside the custody layout (its child routes, docs/custody.md): the layout
// hands down the flow opener through the outlet context.
import { Navigate, useOutletContext, useParams } from 'react-router-dom';
import type { FlowOpener } from './CustodyPage';
import { AccountsView, PendingView, TransactionsView, VaultDetailView, VaultsView } from './Views';

export type CustodyView =
  | 'accounts'
  | 'vaults'
  | 'vault'
  | 'transactions'
  | 'pending-requests'
  | 'pending-staking-requests';

export default function CustodyScreen({ view }: { readonly view: CustodyView }) {
  const opener = useOutletContext<FlowOpener>();
  const { id } = useParams();
  switch (view) {
    case 'accounts':
      return <AccountsView />;
    case 'vaults':
      return <VaultsView opener={opener} />;
    case 'vault':
      return id !== undefined && /^[1-9][0-9]{0,9}$/.test(id) ? (
        <VaultDetailView key={id} id={Number(id)} opener={opener} />
      ) : (
        <Navigate to="/custody/vaults" replace />
      );
    case 'transactions':
      return <TransactionsView />;
    case 'pending-requests':
      return <PendingView key="requests" which="requests" created={opener.created.requests} />;
    case 'pending-staking-requests':
      return <PendingView key="staking" which="staking" created={opener.created.staking} />;
  }
}
