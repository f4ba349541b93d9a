// Native custody (spec 2.3 /custody/*, docs/custody.md): accounts, vaults (with a vault's
// balances, addresses and history), transactions, pending requests and pending staking
// requests; receive, send and transfer are mutually exclusive flows opened with a preselected
// account, network and vault (R-CUST-9), and staking. Every read is live (R-CUST-7).
import { Suspense, useState } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import {
  closeFlow,
  NO_FLOW,
  openFlow,
  setKeyModal,
  type CustodyFlow,
  type FlowState,
  type Preselection,
} from '../../tab/custody/flows';
import type { PendingRequest } from '../../tab/custody/custody';
import { ReceiveDialog, SendDialog, StakeDialog, TransferDialog, type StakeIntent } from './Flows';
import './custody.css';

export const CUSTODY_PAGES = [
  { path: 'accounts', label: 'Accounts' },
  { path: 'vaults', label: 'Vaults' },
  { path: 'transactions', label: 'Transactions' },
  { path: 'pending-requests', label: 'Pending requests' },
  { path: 'pending-staking-requests', label: 'Pending staking requests' },
] as const;

export interface FlowOpener {
  open(flow: CustodyFlow, preselection: Preselection): void;
  stake(intent: StakeIntent): void;
  /** The send and the staking request this tab made last: each pending table's createdItem. */
  readonly created: CreatedRequests;
}

export interface CreatedRequests {
  readonly requests: PendingRequest | null;
  readonly staking: PendingRequest | null;
}

export default function CustodyPage() {
  const [flow, setFlow] = useState<FlowState>(NO_FLOW);
  const [stake, setStake] = useState<StakeIntent | null>(null);
  const [created, setCreated] = useState<CreatedRequests>({ requests: null, staking: null });
  const opener: FlowOpener = {
    created,
    open: (f, pre) => {
      setStake(null);
      setFlow((s) => openFlow(s, f, pre));
    },
    stake: (intent) => {
      setFlow(closeFlow);
      setStake(intent);
    },
  };
  const close = () => setFlow(closeFlow);
  return (
    <div className="screen cu-screen" data-testid="custody">
      <div className="screen-header">
        <div>
          <h1 className="screen-title">Custody</h1>
          <p className="screen-subtitle">
            Segregated vaults: balances, staking, every transaction and every request waiting for
            approval.
          </p>
        </div>
      </div>
      <nav className="cu-tabs" aria-label="Custody pages">
        {CUSTODY_PAGES.map((p) => (
          <NavLink
            key={p.path}
            to={`/custody/${p.path}`}
            end={p.path !== 'vaults'}
            className={({ isActive }) => `cu-tab${isActive ? ' active' : ''}`}
            data-testid={`custody-tab-${p.path}`}
          >
            {p.label}
          </NavLink>
        ))}
      </nav>
      <Suspense fallback={<div className="card cu-state skeleton" aria-busy="true" />}>
        <Outlet context={opener} />
      </Suspense>
      {flow.open === 'receive' && flow.preselection && (
        <ReceiveDialog preselection={flow.preselection} onClose={close} />
      )}
      {flow.open === 'send' && flow.preselection && (
        <SendDialog
          preselection={flow.preselection}
          keyModal={flow.keyModal}
          onKeyModal={(on) => setFlow((s) => setKeyModal(s, on))}
          onCreated={(item) => setCreated((c) => ({ ...c, requests: item }))}
          onClose={close}
        />
      )}
      {flow.open === 'transfer' && flow.preselection && (
        <TransferDialog preselection={flow.preselection} onClose={close} />
      )}
      {stake !== null && (
        <StakeDialog
          intent={stake}
          onCreated={(item) => setCreated((c) => ({ ...c, staking: item }))}
          onClose={() => setStake(null)}
        />
      )}
    </div>
  );
}
