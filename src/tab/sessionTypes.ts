// Shapes of the session calls of docs/api.md ("Session data"), as the shell reads them.

export interface Customer {
  readonly account_id: number;
  readonly mandatory_las: boolean;
  readonly has_legal_authorized_signatory: boolean;
}

export interface User {
  readonly id: number;
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly otc_customer_id: number;
  readonly root_customer_id: number;
  readonly customer: Customer;
  readonly landing_page: string;
  readonly status: 'active' | 'pending';
}

export type FeatureFlags = Readonly<Record<string, boolean>>;

/** Roles of docs/approvals.md; a user holds one or more. */
export type Role = 'viewer' | 'trader' | 'approver' | 'admin' | 'auditor';

export interface UserConfig {
  readonly feature_flags: FeatureFlags;
  readonly roles: readonly Role[];
  readonly preferences: {
    readonly hide_small_balances: boolean;
    readonly hide_zero_balances: boolean;
  };
}

export interface LegalEntity {
  readonly id: string | number;
  readonly name: string;
  readonly is_current: boolean;
}

export interface LegalEntities {
  readonly entities: readonly LegalEntity[];
  readonly current_entity_id: string | number | null;
}

/** One trading or custody account (spec 3.5 HedgeVenue). */
export interface HedgeVenue {
  readonly accountType: number;
  readonly accountId: number;
  readonly displayText: string;
  readonly subaccountId: number;
  readonly canRead: boolean;
  readonly canTrade: boolean;
  readonly canWithdraw: boolean;
  readonly canTransfer: boolean;
  readonly supportedProductTypesList?: readonly string[];
  readonly supportedWalletTypesList?: readonly string[];
  readonly isOxsEnabled?: boolean;
}

/** Per-venue option (spec 3.5 HedgeVenues); only the fields the shell reads are typed. */
export interface HedgeVenues {
  readonly hedgeVenuesList: readonly HedgeVenue[];
  readonly isDelisted?: boolean;
  readonly isDemoVenue?: boolean;
  readonly [switchName: string]: unknown;
}

export interface HedgeVenuesOptions {
  readonly optionsMap: Readonly<Record<string, HedgeVenues>>;
}

/** Everything the guard needs before a main-layout screen renders. */
export interface SessionData {
  readonly user: User;
  readonly config: UserConfig;
  readonly entities: LegalEntities;
  readonly accounts: HedgeVenuesOptions;
}
