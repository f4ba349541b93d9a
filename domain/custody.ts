// Native custody vocabulary shared by the server and the screens (docs/custody.md): the kinds
// of custody transaction, the staking assets and their rules (ETH-like partial staking with a
// minimum, SOL-like whole-amount unstaking), the unstaking estimate, and spec 4's status
// display classes.
import {
  compareDecimal,
  decimalFromNumber,
  isDecimalString,
  multiplyDecimal,
  signDecimal,
  truncateDecimal,
} from './decimal';

export const CUSTODY_TX_TYPES = [
  'deposit',
  'send',
  'transfer',
  'stake',
  'unstake',
  'reward',
] as const;
export type CustodyTxType = (typeof CUSTODY_TX_TYPES)[number];

/** How an asset unstakes: any part above the minimum, or a validator's whole stake. */
export type UnstakeMode = 'partial' | 'whole';

export interface StakingAsset {
  readonly token: string;
  readonly network: string;
  readonly mode: UnstakeMode;
  /** The smallest stake (and, for partial assets, the smallest unstake). */
  readonly minimum: string;
  /** Yearly reward rate, as a fraction ('0.035' is 3.5 %). */
  readonly apr: string;
  /** How long an unstaked amount stays unbonding before it is back in the vault. */
  readonly unbondingMillis: number;
  readonly validators: readonly { readonly id: string; readonly name: string }[];
}

const HOUR = 3_600_000;

export const STAKING_ASSETS: readonly StakingAsset[] = [
  {
    token: 'ETH',
    network: 'ERC20',
    mode: 'partial',
    minimum: '0.1',
    apr: '0.035',
    unbondingMillis: 27 * HOUR,
    validators: [
      { id: 'eth-figment-01', name: 'Figment 01' },
      { id: 'eth-kiln-02', name: 'Kiln 02' },
    ],
  },
  {
    token: 'SOL',
    network: 'SOL',
    mode: 'whole',
    minimum: '1',
    apr: '0.07',
    unbondingMillis: 48 * HOUR,
    validators: [{ id: 'sol-chorus-01', name: 'Chorus One' }],
  },
];

export const stakingAsset = (token: string): StakingAsset | undefined =>
  STAKING_ASSETS.find((a) => a.token === token);

export const validatorOf = (token: string, validator: string) =>
  stakingAsset(token)?.validators.find((v) => v.id === validator);

/** Why a stake or unstake of `amount` is refused (null: it may go ahead). */
export function stakingRefusal(
  action: 'stake' | 'unstake',
  asset: StakingAsset,
  amount: string,
  bonded: string,
): string | null {
  if (!isDecimalString(amount) || signDecimal(amount) <= 0) return 'Enter an amount above zero.';
  if (action === 'stake')
    return compareDecimal(amount, asset.minimum) < 0
      ? `The minimum stake is ${asset.minimum} ${asset.token}.`
      : null;
  if (compareDecimal(amount, bonded) > 0)
    return `Only ${bonded} ${asset.token} is staked with this validator.`;
  if (asset.mode === 'whole')
    return compareDecimal(amount, bonded) === 0
      ? null
      : `${asset.token} unstakes the whole amount staked with a validator (${bonded}).`;
  if (compareDecimal(amount, asset.minimum) < 0 && compareDecimal(amount, bonded) !== 0)
    return `The minimum unstake is ${asset.minimum} ${asset.token}.`;
  return null;
}

/** What the user gets back and when, shown before an unstake is confirmed. */
export interface UnstakeEstimate {
  readonly amount: string;
  readonly token: string;
  readonly available_at: string;
}

export function unstakeEstimate(asset: StakingAsset, amount: string, now: number): UnstakeEstimate {
  return {
    amount,
    token: asset.token,
    available_at: new Date(now + asset.unbondingMillis).toISOString(),
  };
}

/** Spec 4's status display classes. */
export type StatusClass = 'success' | 'warning' | 'error' | 'neutral';

const SUCCESS = new Set(['approved', 'whitelisted', 'completed', 'complete', 'executed', 'bonded']);
const WARNING = new Set([
  'pending',
  'pending_whitelist',
  'requested',
  'required_beneficiary_details',
  'video_verification_missing',
]);
const ERROR = new Set([
  'failed',
  'rejected',
  'cancelled',
  'canceled',
  'expired',
  'video_verification_rejected',
]);

export function statusClass(status: string): StatusClass {
  if (SUCCESS.has(status)) return 'success';
  if (WARNING.has(status)) return 'warning';
  if (ERROR.has(status)) return 'error';
  return 'neutral';
}

/** Required-details statuses (spec 4): what a send waits for before it may be approved. */
export const CUSTODY_DETAILS_STATUSES = [
  'required_beneficiary_details',
  'video_verification_missing',
  'video_verification_rejected',
] as const;
export type CustodyDetailsStatus = (typeof CUSTODY_DETAILS_STATUSES)[number];

/** The beneficiary of an external send (Travel Rule style), given by the initiator. */
export interface Beneficiary {
  readonly name: string;
  readonly address: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  readonly relationship: BeneficiaryRelationship;
}

export const BENEFICIARY_RELATIONSHIPS = [
  'own_account',
  'customer',
  'supplier',
  'affiliate',
  'other',
] as const;
export type BeneficiaryRelationship = (typeof BENEFICIARY_RELATIONSHIPS)[number];

export const BENEFICIARY_RELATIONSHIP_LABELS: Readonly<Record<BeneficiaryRelationship, string>> = {
  own_account: 'Our own account elsewhere',
  customer: 'Customer',
  supplier: 'Supplier',
  affiliate: 'Affiliate',
  other: 'Other',
};

/** A vault's required-details tiers, in USD (null: never required). */
export interface DetailsPolicy {
  readonly beneficiary_details_min_usd: string | null;
  readonly video_verification_min_usd: string | null;
}

/** What an external send of `amountUsd` needs under `policy` (R-CUST-10). */
export function requiredDetails(
  policy: DetailsPolicy | null,
  amountUsd: string | null,
  bypassTravelRule: boolean,
): { beneficiary: boolean; video: boolean } {
  const meets = (min: string | null) =>
    min !== null && amountUsd !== null && compareDecimal(amountUsd, min) >= 0;
  return {
    beneficiary: !bypassTravelRule && meets(policy?.beneficiary_details_min_usd ?? null),
    video: meets(policy?.video_verification_min_usd ?? null),
  };
}

/** The status a send waits in: the beneficiary first, then the video verification. */
export function detailsStatusOf(s: {
  readonly beneficiaryMissing: boolean;
  readonly videoRequired: boolean;
  readonly video: 'passed' | 'rejected' | null;
}): CustodyDetailsStatus | null {
  if (s.beneficiaryMissing) return 'required_beneficiary_details';
  if (!s.videoRequired || s.video === 'passed') return null;
  return s.video === 'rejected' ? 'video_verification_rejected' : 'video_verification_missing';
}

/** Required-details statuses (spec 4) and what the user must do next. */
export const REQUIRED_DETAILS_NEXT_STEP: Readonly<Record<string, string>> = {
  required_beneficiary_details:
    'Add the beneficiary’s name, address, country and relationship: a send of this size needs them before it can be approved.',
  video_verification_missing:
    'Book a video verification with an operator: a send of this size needs one before it can be approved.',
  video_verification_rejected:
    'The video verification was rejected: contact support to verify again, or cancel the send.',
};

/** How a status is written (spec 4: canceled is shown as cancelled). */
export function statusText(status: string): string {
  const s = status === 'canceled' ? 'cancelled' : status;
  return s.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

const YEAR_MS = 365 * 24 * HOUR;

/** Rewards earned by `bonded` over `elapsedMillis` at the asset's rate (8 places, truncated). */
export function accruedReward(asset: StakingAsset, bonded: string, elapsedMillis: number): string {
  if (elapsedMillis <= 0 || signDecimal(bonded) <= 0) return '0';
  const factor = decimalFromNumber(
    Math.floor((Number(asset.apr) * elapsedMillis * 1e12) / YEAR_MS) / 1e12,
  );
  return truncateDecimal(multiplyDecimal(bonded, factor), 8);
}
