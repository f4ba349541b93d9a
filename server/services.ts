// The venue's services as createApp builds them. Every route module is a function
// (app, services) that takes the part it needs (a Pick of VenueServices), so app.ts registers
// all of them from one list.
import type { CustodyService } from './custody/service';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { PasswordHasher } from './auth/passwords';
import type { ApprovalEngine } from './approvals/engine';
import type { SecondFactor } from './approvals/second-factor';
import type { MemberEvents } from './approvals/events';
import type { AssistantService } from './assistant/service';
import type { AuditLog } from './audit/audit';
import type { Clock } from './auth/clock';
import type { LoginService } from './auth/login-service';
import type { SessionEvents } from './auth/session-events';
import type { OrderPlacement } from './orders/placement';
import type { Database } from './db/schema';
import type { Mailer } from './mail/mailer';
import type { MarketRuntime } from './market-runtime/runtime';
import type { OptionsService } from './options/service';
import type { OrderService } from './orders/service';
import type { PostTradeServices } from './posttrade/services';
import type { QuoteService } from './quotes/service';
import type { SecretBox } from './security/secret-box';
import type { ReportService } from './reports/service';
import type { RelyingParty } from './security/webauthn';
import type { TreasuryService } from './treasury/service';
import type { WalletService } from './wallet/service';

export interface VenueServices {
  readonly db: Kysely<Database>;
  readonly now: Clock;
  readonly mailer: Mailer;
  readonly log: FastifyBaseLogger;
  /** Seals secrets at rest (authenticator seeds). */
  readonly secrets: SecretBox;
  /** The WebAuthn relying party a request speaks to (its host, the allowed origins). */
  readonly relyingParty: (request: FastifyRequest) => RelyingParty;
  /** Session revocations, which close the sessions' stream sockets. */
  readonly sessions: SessionEvents;
  readonly login: LoginService;
  /** Password hashing at the venue's scrypt cost (server/auth/passwords.ts). */
  readonly passwords: PasswordHasher;
  readonly market: MarketRuntime;
  readonly orders: OrderService;
  /** Orders the venue places for a customer (Fusion's Edge children): here or on the owning
   *  shard (orders/placement.ts). */
  readonly placement: OrderPlacement;
  readonly quotes: QuoteService;
  readonly options: OptionsService;
  /** The append-only audit log (server/audit/). */
  readonly audit: AuditLog;
  /** The maker-checker engine (server/approvals/). */
  readonly approvals: ApprovalEngine;
  /** Second factors of approvals: email codes, hardware-key challenges. */
  readonly approvalFactors: SecondFactor;
  /** Deposits, withdrawals, whitelisted addresses, transfers (server/wallet/). */
  readonly wallet: WalletService;
  /** Treasury rules: reads and disable (server/treasury/). */
  readonly treasury: TreasuryService;
  /** Native custody: vaults, transactions, key-bound sends, staking (server/custody/). */
  readonly custody: CustodyService;
  /** The member topics' publisher (approvals:<entity>, permissions:<user>). */
  readonly memberEvents: MemberEvents;
  /** The AI assistant (server/assistant/): its provider, tools and knowledge base. */
  readonly assistant: AssistantService;
  /** Allocation and settlement (server/posttrade/, docs/post-trade.md). */
  readonly postTrade: PostTradeServices;
  /** Report and export jobs (server/reports/, docs/reports.md). */
  readonly reports: ReportService;
}

/**
 * A module's routes; `services` is read for what the module needs. Every route declares what
 * it needs in `config.access` (server/policy/access.ts); the policy hook decides.
 */
export type RouteModule = (app: FastifyInstance, services: VenueServices) => void;
