// The custody flows (spec 4): receive, send and transfer, each opened with a preselected
// account, network and vault (CustodyPage keeps them mutually exclusive, R-CUST-9), and
// staking. A send goes only to a whitelisted address of the vault or to another vault; its
// amount follows the one wire grammar; the fee estimate shows before the security key
// confirms exactly this send (the key-modal), after which it waits for the vault's quorum.
import { useState, type FormEvent } from 'react';
import { stakingAsset } from '../../../domain/custody';
import { formatDateTimeUtc } from '../../../domain/dates';
import { multiplyDecimal, normalizeDecimal, truncateDecimal } from '../../../domain/decimal';
import { toWireAmount } from '../../../domain/numbers';
import { walletToken } from '../../../domain/wallet';
import {
  CUSTODY_CHANGED,
  destinationsQuery,
  fetchFeeEstimate,
  fetchUnstakeEstimate,
  pendingFromRequest,
  sendWithKey,
  stakeCall,
  vaultQuery,
  vaultsQuery,
  type FeeEstimate,
  type PendingRequest,
  type UnstakeEstimate,
} from '../../tab/custody/custody';
import { parseRequest } from '../../tab/approvals/requests';
import type { Preselection } from '../../tab/custody/flows';
import { depositAddressQuery, transferCall, walletConfigQuery } from '../../tab/wallet/wallet';
import { useShell } from '../../tab/react/hooks';
import { useMutation, useQuery } from '../../tab/react/query';
import { AmountField, SelectField } from '../../ui/fields';
import { Modal } from '../../ui/Modal';
import { assertWithKey } from '../security/webauthn';
import { NextStep, StatusBadge } from './Status';
import { amountText } from './Views';

const newId = (what: string): string => `custody-${what}-${crypto.randomUUID()}`;

function useVaultOptions() {
  const vaults = useQuery(
    vaultsQuery({ page: 1, accountId: '', search: '', sort: 'name', dir: 'asc' }),
  ).data;
  return vaults.status === 'ready' ? vaults.value.items : [];
}

function networksOf(token: string) {
  return (walletToken(token)?.networks ?? []).map((n) => ({ value: n.network, label: n.name }));
}

/** Vault, token and network pickers starting from the preselection. */
function useSelection(pre: Preselection) {
  const [vaultId, setVaultId] = useState(pre.vaultId ?? 0);
  const vault = useQuery(vaultId > 0 ? vaultQuery(vaultId) : null).data;
  const balances = vault.status === 'ready' ? vault.value.balances : [];
  const preToken =
    pre.network === null
      ? undefined
      : balances.find((b) => walletToken(b.token)?.networks.some((n) => n.network === pre.network));
  const [token, setToken] = useState('');
  const chosenToken = token || preToken?.token || balances[0]?.token || '';
  const [network, setNetwork] = useState('');
  const nets = networksOf(chosenToken);
  const chosenNetwork =
    (network && nets.some((n) => n.value === network) ? network : '') ||
    (pre.network && nets.some((n) => n.value === pre.network) ? pre.network : '') ||
    nets[0]?.value ||
    '';
  return {
    vaultId,
    setVaultId: (id: number) => {
      setVaultId(id);
      setToken('');
      setNetwork('');
    },
    vault: vault.status === 'ready' ? vault.value : null,
    balances,
    token: chosenToken,
    setToken: (t: string) => {
      setToken(t);
      setNetwork('');
    },
    network: chosenNetwork,
    setNetwork,
    nets,
  };
}

function Pickers({
  s,
  vaults,
}: {
  readonly s: ReturnType<typeof useSelection>;
  readonly vaults: readonly { id: string; name: string }[];
}) {
  return (
    <div className="cu-form-row">
      <SelectField
        label="Vault"
        value={String(s.vaultId)}
        onChange={(v) => s.setVaultId(Number(v))}
        options={vaults.map((v) => ({ value: v.id, label: v.name }))}
        testId="custody-flow-vault"
      />
      <SelectField
        label="Token"
        value={s.token}
        onChange={s.setToken}
        options={s.balances.map((b) => ({ value: b.token, label: b.token }))}
        testId="custody-flow-token"
      />
      <SelectField
        label="Network"
        value={s.network}
        onChange={s.setNetwork}
        options={s.nets}
        testId="custody-flow-network"
      />
    </div>
  );
}

// ---- receive ----

export function ReceiveDialog(props: {
  readonly preselection: Preselection;
  readonly onClose: () => void;
}) {
  const vaults = useVaultOptions();
  const s = useSelection(props.preselection);
  const address = useQuery(
    s.vaultId > 0 && s.token && s.network
      ? depositAddressQuery(s.vaultId, s.token, s.network)
      : null,
  ).data;
  return (
    <Modal title="Receive" onClose={props.onClose} maxWidth={560} testId="custody-receive">
      <Pickers s={s} vaults={vaults} />
      {address.status === 'ready' && (
        <div className="cu-receive">
          <span className="field-label">
            Send only {s.token} on {address.value.networkName} to this address
          </span>
          <code className="cu-address mono" data-testid="custody-receive-address">
            {address.value.address}
          </code>
          <span className="muted">
            Credited after {address.value.confirmations} confirmation
            {address.value.confirmations === 1 ? '' : 's'}.
          </span>
        </div>
      )}
      {address.status === 'error' && <div className="alert-error">{address.message}</div>}
    </Modal>
  );
}

// ---- send ----

type SendStep =
  | { readonly step: 'form' }
  | { readonly step: 'review'; readonly fee: FeeEstimate; readonly amount: string }
  | {
      readonly step: 'sent';
      readonly text: string;
      readonly id: string;
      readonly detailsStatus: string | null;
    };

export function SendDialog(props: {
  readonly preselection: Preselection;
  readonly keyModal: boolean;
  readonly onKeyModal: (on: boolean) => void;
  readonly onCreated: (item: PendingRequest) => void;
  readonly onClose: () => void;
}) {
  const { core } = useShell();
  const vaults = useVaultOptions();
  const s = useSelection(props.preselection);
  const [kind, setKind] = useState<'whitelisted' | 'vault'>('whitelisted');
  const [dest, setDest] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [state, setState] = useState<SendStep>({ step: 'form' });
  const [clientId] = useState(() => newId('send'));
  const destinations = useQuery(
    s.vaultId > 0 && s.token && s.network ? destinationsQuery(s.vaultId, s.token, s.network) : null,
  ).data;
  const options =
    destinations.status !== 'ready'
      ? []
      : kind === 'whitelisted'
        ? destinations.value.whitelisted.map((w) => ({
            value: String(w.id),
            label: `${w.label} · ${w.address}`,
          }))
        : destinations.value.vaults.map((v) => ({ value: String(v.id), label: v.name }));
  const chosen = options.some((o) => o.value === dest) ? dest : (options[0]?.value ?? '');
  const decimals =
    walletToken(s.token)?.networks.find((n) => n.network === s.network)?.decimals ?? 8;
  const available = s.balances.find((b) => b.token === s.token)?.available ?? '0';

  async function review(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const wire = toWireAmount(amount);
    if (wire === null) return setError('Enter an amount above zero.');
    if (chosen === '')
      return setError(
        kind === 'whitelisted'
          ? 'This vault has no whitelisted address for this token and network.'
          : 'Choose a vault.',
      );
    setBusy(true);
    const fee = await fetchFeeEstimate(core, s.token, s.network, wire);
    setBusy(false);
    if (!fee.ok) return setError(fee.error);
    setState({
      step: 'review',
      fee: kind === 'vault' ? { fee: '0', total: wire } : fee.value,
      amount: wire,
    });
  }

  async function confirm() {
    if (state.step !== 'review' || busy) return;
    setBusy(true);
    setError(null);
    const r = await sendWithKey(
      core,
      {
        vault_id: s.vaultId,
        token: s.token,
        network: s.network,
        amount: state.amount,
        destination_type: kind,
        ...(kind === 'whitelisted'
          ? { whitelisted_address_id: Number(chosen) }
          : { to_vault_id: Number(chosen) }),
        client_request_id: clientId,
      },
      assertWithKey,
      props.onKeyModal,
    );
    setBusy(false);
    if (!r.ok) return setError(r.error);
    props.onCreated(pendingFromRequest(r.value.request, clientId, r.value.detailsStatus));
    setState({
      step: 'sent',
      text: `${r.value.request.approvers.length}/${r.value.request.min_approvers} Approved`,
      id: r.value.request.request_id,
      detailsStatus: r.value.detailsStatus,
    });
  }

  return (
    <Modal title="Send" onClose={props.onClose} maxWidth={600} testId="custody-send">
      {state.step === 'sent' ? (
        <div className="cu-sent" data-testid="custody-send-done">
          <p>
            Send request #{state.id} is waiting for the vault&apos;s approvals:{' '}
            <strong data-testid="custody-send-status">{state.text}</strong>.
          </p>
          {state.detailsStatus !== null && (
            <>
              <StatusBadge status={state.detailsStatus} />
              <NextStep status={state.detailsStatus} />
              <p className="muted">Do it from Custody › Pending requests (Add details).</p>
            </>
          )}
          <p className="muted">It goes out on the chain once the quorum has approved it.</p>
          <button type="button" className="btn btn-sm" onClick={props.onClose}>
            Close
          </button>
        </div>
      ) : (
        <form onSubmit={(e) => void review(e)} noValidate>
          <Pickers s={s} vaults={vaults} />
          <div className="cu-form-row">
            <SelectField
              label="To"
              value={kind}
              onChange={(v) => {
                setKind(v === 'vault' ? 'vault' : 'whitelisted');
                setDest('');
                setState({ step: 'form' });
              }}
              options={[
                { value: 'whitelisted', label: 'A whitelisted address' },
                { value: 'vault', label: 'Another vault' },
              ]}
              testId="custody-send-kind"
            />
            <SelectField
              label={kind === 'whitelisted' ? 'Whitelisted address' : 'Vault'}
              value={chosen}
              onChange={setDest}
              options={options}
              testId="custody-send-destination"
            />
          </div>
          <AmountField
            label={`Amount (available ${amountText(available)} ${s.token})`}
            value={amount}
            onChange={(v) => {
              setAmount(v);
              setState({ step: 'form' });
            }}
            decimals={decimals}
            testId="custody-send-amount"
          />
          {state.step === 'review' && (
            <dl className="cu-dl" data-testid="custody-send-review">
              <dt>Network fee</dt>
              <dd className="mono" data-testid="custody-send-fee">
                {amountText(state.fee.fee)} {s.token}
              </dd>
              <dt>Leaves the vault</dt>
              <dd className="mono">
                {amountText(state.fee.total)} {s.token}
              </dd>
            </dl>
          )}
          {props.keyModal && (
            <div className="cu-key-modal" role="status" data-testid="custody-key-modal">
              Touch your security key to confirm this exact send.
            </div>
          )}
          {error !== null && (
            <div className="alert-error" role="alert" data-testid="custody-send-error">
              {error}
            </div>
          )}
          <div className="cu-form-actions">
            {state.step === 'form' ? (
              <button
                type="submit"
                className="btn btn-primary btn-sm"
                disabled={busy}
                data-testid="custody-send-review-btn"
              >
                Review
              </button>
            ) : (
              <button
                type="button"
                className="btn btn-primary btn-sm"
                disabled={busy}
                onClick={() => void confirm()}
                data-testid="custody-send-confirm"
              >
                Confirm with security key
              </button>
            )}
          </div>
        </form>
      )}
    </Modal>
  );
}

// ---- transfer: a vault and a trading account ----

export function TransferDialog(props: {
  readonly preselection: Preselection;
  readonly onClose: () => void;
}) {
  const vaults = useVaultOptions();
  const s = useSelection(props.preselection);
  const config = useQuery(walletConfigQuery).data;
  const { pending, run } = useMutation();
  const [direction, setDirection] = useState<'out' | 'in'>('out');
  const [other, setOther] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [clientId] = useState(() => newId('transfer'));
  const trading =
    config.status === 'ready'
      ? config.value.venues
          .filter((v) => v.key !== 'custody' && v.guiTransferEnabled && !v.isDelisted)
          .flatMap((v) =>
            v.subaccounts
              .filter((sub) => sub.canTransfer)
              .map((sub) => ({
                value: String(sub.subaccountId),
                label: `${sub.displayText} (${v.name})`,
              })),
          )
      : [];
  const chosen = trading.some((t) => t.value === other) ? other : (trading[0]?.value ?? '');

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const wire = toWireAmount(amount);
    if (wire === null) return setError('Enter an amount above zero.');
    if (chosen === '') return setError('No trading account you may transfer with.');
    const r = await run<{ message?: string }>(
      transferCall({
        fromSubaccountId: direction === 'out' ? s.vaultId : Number(chosen),
        toSubaccountId: direction === 'out' ? Number(chosen) : s.vaultId,
        token: s.token,
        amount: wire,
        purpose: 'transfer',
        clientRequestId: clientId,
      }),
      CUSTODY_CHANGED,
    );
    if (!r.ok) return setError(r.error);
    setDone(r.value.message ?? 'Transfer requested.');
  }

  return (
    <Modal title="Transfer" onClose={props.onClose} maxWidth={560} testId="custody-transfer">
      {done !== null ? (
        <div className="cu-sent">
          <p data-testid="custody-transfer-done">{done}</p>
          <button type="button" className="btn btn-sm" onClick={props.onClose}>
            Close
          </button>
        </div>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Pickers s={s} vaults={vaults} />
          <div className="cu-form-row">
            <SelectField
              label="Direction"
              value={direction}
              onChange={(v) => setDirection(v === 'in' ? 'in' : 'out')}
              options={[
                { value: 'out', label: 'From the vault to a trading account' },
                { value: 'in', label: 'From a trading account to the vault' },
              ]}
            />
            <SelectField
              label="Trading account"
              value={chosen}
              onChange={setOther}
              options={trading}
            />
          </div>
          <AmountField label="Amount" value={amount} onChange={setAmount} decimals={8} />
          {error !== null && (
            <div className="alert-error" role="alert">
              {error}
            </div>
          )}
          <div className="cu-form-actions">
            <button type="submit" className="btn btn-primary btn-sm" disabled={pending}>
              Request transfer
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

// ---- staking ----

export interface StakeIntent {
  readonly vaultId: number;
  readonly token: string;
  readonly action: 'stake' | 'unstake';
  readonly bonded: string;
}

export function StakeDialog(props: {
  readonly intent: StakeIntent;
  readonly onCreated: (item: PendingRequest) => void;
  readonly onClose: () => void;
}) {
  const { core } = useShell();
  const { pending, run } = useMutation();
  const asset = stakingAsset(props.intent.token);
  const [validator, setValidator] = useState(asset?.validators[0]?.id ?? '');
  const whole = props.intent.action === 'unstake' && asset?.mode === 'whole';
  const [amount, setAmount] = useState(whole ? props.intent.bonded : '');
  const [estimate, setEstimate] = useState<UnstakeEstimate | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [clientId] = useState(() => newId(props.intent.action));
  if (!asset) return null;
  const unstake = props.intent.action === 'unstake';

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const wire = toWireAmount(amount);
    if (wire === null) return setError('Enter an amount above zero.');
    if (unstake && estimate === null) {
      const r = await fetchUnstakeEstimate(core, {
        vaultId: props.intent.vaultId,
        token: props.intent.token,
        validator,
        amount: wire,
      });
      if (!r.ok) return setError(r.error);
      setEstimate(r.value);
      return;
    }
    const r = await run<{ request: unknown }>(
      stakeCall({
        vault_id: props.intent.vaultId,
        token: props.intent.token,
        validator,
        action: props.intent.action,
        amount: wire,
        client_request_id: clientId,
      }),
      CUSTODY_CHANGED,
    );
    if (!r.ok) return setError(r.error);
    const item = pendingFromRequest(parseRequest(r.value.request), clientId, null);
    props.onCreated(item);
    setDone(`Staking request #${item.id}: ${item.statusText}.`);
  }

  return (
    <Modal
      title={unstake ? `Unstake ${asset.token}` : `Stake ${asset.token}`}
      onClose={props.onClose}
      maxWidth={520}
      testId="custody-stake"
    >
      {done !== null ? (
        <div className="cu-sent">
          <p data-testid="custody-stake-done">{done}</p>
          <p className="muted">It waits in Pending staking requests until approved.</p>
          <button type="button" className="btn btn-sm" onClick={props.onClose}>
            Close
          </button>
        </div>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <SelectField
            label="Validator"
            value={validator}
            onChange={(v) => {
              setValidator(v);
              setEstimate(null);
            }}
            options={asset.validators.map((v) => ({ value: v.id, label: v.name }))}
            testId="custody-stake-validator"
          />
          <AmountField
            label={
              unstake
                ? whole
                  ? `Amount (${asset.token} unstakes a validator's whole stake)`
                  : `Amount (minimum ${asset.minimum}; ${amountText(props.intent.bonded)} staked in this vault)`
                : `Amount (minimum ${asset.minimum} ${asset.token})`
            }
            value={amount}
            onChange={(v) => {
              if (whole) return;
              setAmount(v);
              setEstimate(null);
            }}
            decimals={8}
            testId="custody-stake-amount"
          />
          <p className="muted">
            Rewards about {normalizeDecimal(multiplyDecimal(asset.apr, '100'))}% a year; unbonding
            takes {Math.round(asset.unbondingMillis / 3_600_000)} hours.
          </p>
          {!unstake && toWireAmount(amount) !== null && (
            <p className="cu-estimate" data-testid="custody-stake-estimate">
              {amountText(amount)} {asset.token} staked earns about{' '}
              {amountText(
                truncateDecimal(multiplyDecimal(toWireAmount(amount) ?? '0', asset.apr), 8),
              )}{' '}
              {asset.token} a year at today&apos;s rate, paid into the vault as it accrues.
            </p>
          )}
          {estimate !== null && (
            <div className="cu-estimate" data-testid="custody-unstake-estimate">
              You get {amountText(estimate.amount)} {estimate.token} back in the vault around{' '}
              {formatDateTimeUtc(Date.parse(estimate.available_at))} UTC.
            </div>
          )}
          {error !== null && (
            <div className="alert-error" role="alert">
              {error}
            </div>
          )}
          <div className="cu-form-actions">
            <button
              type="submit"
              className="btn btn-primary btn-sm"
              disabled={pending}
              data-testid="custody-stake-submit"
            >
              {unstake ? (estimate === null ? 'Estimate' : 'Confirm unstake') : 'Request stake'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
