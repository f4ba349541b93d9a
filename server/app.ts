// The venue server as a factory: main.ts runs it, tests build one per file with a fresh
// in-memory database. Everything time-dependent reads opts.now.
import fastifyCookie from '@fastify/cookie';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { registerAccountRoutes } from './accounts/routes';
import { registerAdminRoutes } from './admin/routes';
import { registerAdminSessionRoutes } from './admin/session-routes';
import { ADMIN_KIND_DEFINITIONS } from './approvals/admin-kinds';
import type { KindDefinition } from './approvals/definitions';
import { ApprovalEngine } from './approvals/engine';
import { MemberEvents } from './approvals/events';
import { registerApprovalRoutes } from './approvals/routes';
import { createSecondFactor } from './approvals/second-factor';
import { createAuditLog } from './audit/audit';
import { registerAuditRoutes } from './audit/routes';
import { EodSnapshotJob } from './portfolio/eod-job';
import { snapshotSources } from './portfolio/live';
import { registerPortfolioRoutes } from './portfolio/routes';
import { seedPortfolio } from './portfolio/seed';
import { createAssistant } from './assistant/wiring';
import type { AssistantService } from './assistant/service';
import { WorkflowScheduler } from './assistant/workflow-scheduler';
import { registerAssistantRoutes } from './assistant/routes';
import { registerAssistantWorkflowRoutes } from './assistant/workflow-routes';
import { workflowReportDocuments } from './assistant/workflow-report';
import { registerKnowledgeAdminRoutes } from './assistant/knowledge-admin-routes';
import type { AssistantTool } from './assistant/tools/registry';
import type { LlmConfig } from './assistant/llm/provider';
import type { Clock } from './auth/clock';
import { createLoginService } from './auth/login-service';
import { passwordHasher, type ScryptCost } from './auth/passwords';
import { registerAuthRoutes } from './auth/routes';
import { busSessionEvents } from './auth/session-events';
import type { Bus } from './bus/bus';
import { InProcessBus } from './bus/in-process';
import { MEMBER_PREFIX, PRIVATE_PREFIX, publishTopics, topicsFromBus } from './bus/topic-feeds';
import { registerSessionDataRoutes } from './auth/session-routes';
import { startEngineBridge } from './cluster/engine-bridge';
import { serveSchedulerWork } from './cluster/scheduler-wire';
import { announceQueuedReports } from './cluster/report-wire';
import { followSimulator, type SimFollower } from './cluster/sim-wire';
import { serveOrderCreate, shardedPlacement } from './cluster/order-wire';
import { localPlacement } from './orders/placement';
import { followBookings } from './transfers/booking-feed';
import { applyBooking, memoryBookings } from './transfers/booking';
import { ShardFollower } from './orders/shard-follower';
import { HOME_SHARD } from './orders/shards';
import { findSession, isSessionLive } from './auth/sessions';
import { openDatabase } from './db/connect';
import { migrate } from './db/migrate';
import type { Database } from './db/schema';
import { registerEntityRoutes } from './entities/routes';
import { clientErrorHandler, installRequestGate } from './http/client-errors';
import { installCsrf } from './http/csrf';
import { installValidationAudit } from './security/validation-audit';
import { frameworkErrorHandler, installErrorHandler } from './http/errors';
import { registerHealthRoutes } from './http/health-routes';
import { installMetrics } from './http/metrics';
import { BODY_LIMIT_BYTES, installBodyParsers } from './http/parsers';
import { installNulGuard } from './http/nul-guard';
import { installRequestContext } from './http/request-context';
import { installSpa } from './http/spa';
import type { MailMessage, Mailer } from './mail/mailer';
import { createOutboxMailer } from './mail/outbox';
import { createSmtpMailer } from './mail/smtp';
import { loadMarketInstruments } from './market-runtime/instruments';
import { registerMarketRoutes } from './market-runtime/routes';
import type { MarketControl, MarketRuntime } from './market-runtime/runtime';
import { realTimers, type Timers } from './market-runtime/timers';
import { registerAgreementRoutes } from './onboarding/agreement-routes';
import { registerOnboardingRoutes } from './onboarding/routes';
import { registerSignupRoutes } from './onboarding/signup-routes';
import { registerOptionRoutes } from './options/routes';
import { registerBlotterRoutes } from './orders/blotter-routes';
import { createPrivateFeed } from './orders/private-feed';
import { privateUpdatesAsTopics, privateUpdatesFromTopics } from './stream/private-wire';
import { registerOrderRoutes } from './orders/routes';
import type { IdStride } from './orders/id-stride';
import { OrderService } from './orders/service';
import { registerTradingSettingsRoutes } from './orders/settings-routes';
import { registerTicketRoutes } from './orders/ticket-routes';
import { VenueMarket } from './orders/venue-market';
import { registerPreferenceRoutes } from './preferences/routes';
import { RfsFeed } from './quotes/rfs-feed';
import { registerQuoteRoutes } from './quotes/routes';
import { registerQuoteTradeRoutes } from './quotes/trades-routes';
import { QuoteService } from './quotes/service';
import { installPolicy, type RefusalListener } from './policy/hook';
import { mayActForEntity } from './policy/policy';
import { registerPolicyRoutes } from './policy/routes';
import { seedAccountSecurity } from './seed/account-security';
import { seedApprovalRequests } from './seed/approvals';
import { seedCredit } from './seed/credit';
import { seedDemo } from './seed/demo';
import { installSecurityHeaders } from './security/headers';
import { registerPasswordRoutes } from './security/password-routes';
import { relyingPartyFor } from './security/relying-party';
import { registerAccountSecurityRoutes } from './security/routes';
import { registerSessionListRoutes } from './security/session-list-routes';
import { resealSecrets } from './security/reseal';
import {
  createSecretBox,
  deriveKey,
  loadSecretKey,
  parsePreviousKeys,
} from './security/secret-box';
import type { RouteModule, VenueServices } from './services';
import { registerSyncRoutes } from './settings/routes';
import { registerReportRoutes } from './reports/routes';
import { reportTopicsOf, ReportRunner } from './reports/runner';
import { ReportService } from './reports/service';
import { ReportJobStore } from './reports/store';
import type { ReportJob } from './reports/store';
import { StreamGateway, type StreamControl } from './stream/gateway';
import type { StreamLimits } from './stream/limits';
import { TreasuryCore } from './treasury/core';
import { treasuryKind } from './treasury/kind';
import { registerTreasuryRoutes } from './treasury/routes';
import { registerFusionRoutes } from './fusion/routes';
import { recoverInterruptedFusion } from './fusion/recovery';
import { registerFaqRoutes } from './faqs/routes';
import { registerSupportRoutes } from './support/routes';
import { registerLabRoutes } from './labs/routes';
import { registerFocalRoutes } from './focal/routes';
import { defiKinds } from './defi/kinds';
import { registerDefiRoutes } from './defi/routes';
import { seedDefi } from './defi/seed';
import { TradeConfirmations } from './notifications/trade-confirmations';
import { registerCustomerConfigRoutes } from './customer/routes';
import { registerAutoflexRoutes } from './autoflex/routes';
import { AutoflexSweeper } from './autoflex/sweeper';
import { localTreasuryExecutor, TreasuryScheduler } from './treasury/scheduler';
import { TreasuryService } from './treasury/service';
import { SimulatedChain } from './wallet/chain';
import { custodyKinds } from './custody/kinds';
import { registerCustodyRoutes } from './custody/routes';
import { seedCustody } from './custody/seed';
import { CustodyService } from './custody/service';
import { StakingChain } from './custody/staking-chain';
import { WalletCore } from './wallet/core';
import { walletKinds } from './wallet/kinds';
import { registerWalletRoutes } from './wallet/routes';
import { WalletService } from './wallet/service';
import { seedWallet } from './seed/wallet';
import { registerAllocationRoutes } from './posttrade/allocation-routes';
import { registerPostTradeHistoryRoutes } from './posttrade/history-routes';
import { registerPostTradeReadRoutes } from './posttrade/read-routes';
import { createPostTrade, createSettlementCore } from './posttrade/services';
import { settlementKind } from './posttrade/settlement-service';
import { registerSettlementRoutes } from './posttrade/settlement-routes';
import { seedPostTrade } from './posttrade/seed';

/**
 * Every HTTP call of the venue, one module per feature group (docs/server.md "Routes"). Each
 * module registers its routes with the services it needs; the order does not matter.
 */
const ROUTE_MODULES: readonly RouteModule[] = [
  registerAuthRoutes,
  registerSessionDataRoutes,
  registerAccountSecurityRoutes,
  registerSessionListRoutes,
  registerPasswordRoutes,
  registerSignupRoutes,
  registerOnboardingRoutes,
  registerAgreementRoutes,
  registerEntityRoutes,
  registerAccountRoutes,
  registerSyncRoutes,
  registerHealthRoutes,
  registerMarketRoutes,
  registerOrderRoutes,
  registerBlotterRoutes,
  registerTicketRoutes,
  registerTradingSettingsRoutes,
  registerPreferenceRoutes,
  registerQuoteRoutes,
  registerQuoteTradeRoutes,
  registerOptionRoutes,
  registerPolicyRoutes,
  registerApprovalRoutes,
  registerAdminRoutes,
  registerAdminSessionRoutes,
  registerAuditRoutes,
  registerPortfolioRoutes,
  registerWalletRoutes,
  registerTreasuryRoutes,
  registerCustodyRoutes,
  registerAssistantRoutes,
  registerAssistantWorkflowRoutes,
  registerKnowledgeAdminRoutes,
  registerAllocationRoutes,
  registerSettlementRoutes,
  registerPostTradeReadRoutes,
  registerPostTradeHistoryRoutes,
  registerReportRoutes,
  registerFusionRoutes,
  registerFaqRoutes,
  registerSupportRoutes,
  registerLabRoutes,
  registerFocalRoutes,
  registerDefiRoutes,
  registerCustomerConfigRoutes,
  registerAutoflexRoutes,
];

/** Longest path parameter a route matches (Fastify's default, stated). */
export const MAX_PARAM_LENGTH = 100;

/** Session tokens are 32 random bytes in base64url; anything else fails without a query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

export interface AppOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite folder; 'memory://' or undefined keeps the database in memory. */
  dataDir?: string;
  /** Where the outbox mailer writes one JSON file per message (used when smtpUrl is not set). */
  outboxDir: string;
  /** Hears each message the outbox mailer wrote (main prints its code or link). */
  onOutboxMail?: (message: MailMessage) => void;
  smtpUrl?: string;
  /** The built client (dist/); undefined serves the API only. */
  staticDir?: string;
  /** Fastify logger option: false in tests, pino options in main. */
  logger?: boolean | object;
  /** Create the demo institution (default true). */
  seed?: boolean;
  /** With the demo institution, its executed Edge orders for post-trade (default true). */
  postTradeSeed?: boolean;
  /** Injected clock in epoch ms (default Date.now). */
  now?: () => number;
  /** Browser origins allowed to call cross-origin (none by default: same origin only). */
  allowedOrigins?: string[];
  /** Market simulator: level updates per second across all books (FEED_RATE, default 2000). */
  feedRate?: number;
  /** Market simulator step (default 50 ms): a shorter step spreads the same rate more evenly. */
  marketStepMillis?: number;
  /** Market simulator seed (FEED_SEED); the same seed gives the same market. */
  feedSeed?: number;
  /** Start stepping the market on a timer (default true); false: tests call market.step(). */
  marketAutostart?: boolean;
  /** Minutes of synthetic candle history (default 7 days); tests shorten it. */
  marketHistoryMinutes?: number;
  /** Stream gateway limits (subscriptions, heartbeat, buffer bounds, ...). */
  stream?: Partial<StreamLimits>;
  /** Timers of the market feed and the stream gateway (default Node's). */
  timers?: Timers;
  /** 32-byte key sealing secrets at rest (tests); else SECRET_KEY, else a key file. */
  secretKey?: Buffer;
  /** Keys sealed secrets may still be under (tests); else SECRET_KEY_PREVIOUS (R-SECH-10). */
  previousSecretKeys?: Buffer[];
  /**
   * The reverse proxies in front (TRUST_PROXY: addresses or CIDRs, comma-separated): from them
   * X-Forwarded-For/-Proto name the client and the scheme (R-SECH-14). Unset: nobody's.
   */
  trustProxy?: string;
  /** Key of the CSRF values' MAC (tests fix it); default: derived from the secret key. */
  csrfKey?: Buffer;
  /** scrypt cost of new password hashes (default PASSWORD_COST); tests pass a low one for speed. */
  passwordCost?: ScryptCost;
  /** WebAuthn RP id (default: the request's host name, "localhost" in development). */
  webauthnRpId?: string;
  /**
   * Bearer token a metrics scraper sends to read /metrics (METRICS_TOKEN); without it only a
   * loopback caller that is not a forwarding proxy may read them (R-SECH-2).
   */
  metricsToken?: string;
  /**
   * Start the embedded database in memory from this image (`VenueApp.databaseImage()` of another
   * venue) instead of empty: the e2e suite seeds one demo database and clones it per file. Pass
   * the same `secretKey` the image was made with.
   */
  databaseImage?: Uint8Array;
  /**
   * Serve cross-origin isolated (COEP require-corp; default true): SharedArrayBuffer for the
   * tab's book ring, precise timers. False for a deployment that embeds third-party resources.
   */
  crossOriginIsolated?: boolean;
  /**
   * The message bus between the venue's parts (docs/scale-out.md). Default: in-process. A
   * cluster passes a NatsBus; the venue closes whichever it was given.
   */
  bus?: Bus;
  /**
   * The engine of a cluster (`server/main.ts --role engine`, docs/scale-out.md): also publish
   * the market on the bus and answer gateways' requests for books and private topics' state.
   */
  clusterEngine?: boolean;
  /**
   * The timetable of treasury runs and end-of-day cut-offs is kept by a scheduler process
   * (`--role scheduler`, docs/scale-out.md "The scheduler process"): this venue neither ticks
   * nor catches up by itself, and executes what the scheduler asks over the bus. Needs `bus`.
   */
  externalScheduler?: boolean;
  /**
   * The market is the simulator process's (`--role simulator`, docs/scale-out.md "The
   * simulator process"): this venue follows its steps over `bus` instead of simulating one, so
   * every engine shard trades on the same books and prices. Needs `bus`.
   */
  followSimulator?: boolean;
  /**
   * Report jobs run in the scheduler process (a cluster whose market is the simulator process's,
   * scheduler-role.ts): this engine queues them and says so on the bus, and runs none.
   */
  externalReports?: boolean;
  /** Which engine shard of how many this venue is (server/orders/shards.ts): the books it
   *  matches and the order, fill and journal ids it takes (id-stride.ts). Default: the one
   *  engine, every instrument and every id. */
  shard?: IdStride;
  /**
   * Hears every call the authorization policy refuses (who, entity, IP, route, reason), before
   * the answer is sent: the audit log's feed (docs/approvals.md "Audit log").
   */
  onAccessRefused?: RefusalListener;
  /** Maker-checker kinds besides the administrative and wallet ones (one named like a wallet
   * kind replaces it). */
  approvalKinds?: readonly KindDefinition[];
  /** Staking rewards and unbonding tick of custody (default STAKING_TICK_MILLIS). */
  custodyStakingMillis?: number;
  /** Block time of the simulated chain (default 1000 ms). */
  walletBlockMillis?: number;
  /** Produce blocks on a timer (default true); false: tests call wallet.chain.block(). */
  walletAutostart?: boolean;
  /** Run treasury rules on a timer (default true); false: tests call treasuryScheduler.tick(). */
  treasuryAutostart?: boolean;
  /** Start the assistant's workflow scheduler (default true; tests call tick()). */
  workflowAutostart?: boolean;
  /** Sweep Flex balances into their target token on a timer (default true; tests call sweep()). */
  autoflexAutostart?: boolean;
  /** Fault injection inside a treasury run's transaction, before its commit (tests only). */
  treasuryBeforeRunCommit?: (runId: number) => void | Promise<void>;
  /**
   * The assistant's LLM (docs/assistant.md): undefined reads LLM_BASE_URL / LLM_MODEL /
   * LLM_API_KEY; null or no configuration runs the offline provider.
   */
  llm?: LlmConfig | null;
  /** Assistant tools besides the built-in ones (areas register theirs here). */
  assistantTools?: readonly AssistantTool[];
  /** Milliseconds between streamed pieces of an offline answer (default 15; tests 0). */
  assistantPaceMillis?: number;
  /** Folder of report files (main: DATA_DIR/reports); unset: a temporary folder per app. */
  reportsDir?: string;
  /** Run queued reports on the timers (default true); false: tests call reports.drain(). */
  reportsAutostart?: boolean;
  /** Tests: runs after each page of a report is written (a crash can be staged there). */
  reportsAfterPage?: (job: ReportJob, rowsWritten: number) => Promise<void> | void;
}

export interface VenueApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** The market feed: pause()/resume() it, step() it by hand, snapshot(symbol) a book. */
  market: MarketControl;
  /** The stream gateway at /stream: closeAll(code?), connectionCount(), bufferedBytes(). */
  stream: StreamControl;
  /** The order service (engines, accounts): idle() waits for queued orders and ticks. */
  orders: OrderService;
  /** The maker-checker engine: sweepExpired() runs the expiry scheduler's step now. */
  approvals: ApprovalEngine;
  /** End-of-day snapshots: catchUp() and take(cutoff) run the job's steps now. */
  eod: EodSnapshotJob;
  /** The wallet (docs/wallet.md): chain.block() moves the simulated chain by one block. */
  wallet: WalletService;
  /** Custody staking (docs/custody.md): tick() pays rewards and ends unbonding now. */
  custodyStaking: StakingChain;
  /** Treasury rules' scheduler (docs/treasury.md): tick() runs what is due now. */
  treasuryScheduler: TreasuryScheduler;
  /** Report jobs' runner (docs/reports.md): drain() runs the queue, sweep() requeues/expires. */
  reports: ReportRunner;
  /** The assistant (docs/assistant.md): recoverInterrupted() is what a start runs. */
  assistant: AssistantService;
  /** Scheduled assistant workflows: tick() runs what is due now. */
  workflowScheduler: WorkflowScheduler;
  /** The Flex account's automatic conversion (docs/autoflex.md): sweep() converts what is due. */
  autoflex: AutoflexSweeper;
  /** An image of the embedded database for `AppOptions.databaseImage`; null on PostgreSQL. */
  databaseImage(): Promise<Uint8Array | null>;
  close(): Promise<void>;
}

/** How often a shard compares the stored event seqs with its memory's (the backstop of the
 *  commits it hears on the bus; docs/scale-out.md "Shards"). */
const SHARD_SWEEP_MILLIS = 250;

export async function createApp(opts: AppOptions): Promise<VenueApp> {
  const now: Clock = opts.now ?? Date.now;
  const handle = await openDatabase({
    databaseUrl: opts.databaseUrl,
    dataDir: opts.dataDir,
    image: opts.databaseImage,
  });
  const timers = opts.timers ?? realTimers;
  // A shard other than the home one matches its instruments and nothing else: the demo data,
  // the simulated chains (the scheduler's, when there is one), report jobs, workflows, Autoflex
  // and recoveries run on the home shard
  // (docs/scale-out.md "Shards").
  const home = (opts.shard?.index ?? HOME_SHARD) === HOME_SHARD;
  const seeding = (opts.seed ?? true) && home;
  let mailer: Mailer | undefined;
  let market: MarketRuntime | undefined;
  let simFollower: SimFollower | undefined;
  let orderService: OrderService | undefined;
  let approvalEngine: ApprovalEngine | undefined;
  let chain: SimulatedChain | undefined;
  let stakingChain: StakingChain | undefined;
  let treasuryScheduler: TreasuryScheduler | undefined;
  let reportsRunner: ReportRunner | undefined;
  let ownReportsDir: string | null = null;
  let bus: Bus | undefined;
  try {
    await migrate(handle);
    const secretKey = await loadSecretKey({
      explicit: opts.secretKey,
      env: process.env['SECRET_KEY'],
      // Development: a key generated once beside the embedded database (./data/secret.key).
      keyFile:
        opts.dataDir && !opts.dataDir.startsWith('memory://')
          ? join(dirname(opts.dataDir), 'secret.key')
          : undefined,
    });
    const secrets = createSecretBox(
      secretKey,
      opts.previousSecretKeys ?? parsePreviousKeys(process.env['SECRET_KEY_PREVIOUS']),
    );
    // Rotation (R-SECH-10): values sealed under a previous key move to the current one.
    const resealed = await resealSecrets(handle.db, secrets);
    const passwords = passwordHasher(opts.passwordCost);
    if (seeding) await seedDemo(handle.db, passwords);
    if (seeding) await seedAccountSecurity(handle.db, secrets, now(), passwords);
    if (seeding) await seedCredit(handle.db);
    // Executed Edge orders (TWAP parents, slices, fills) for post-trade, before the portfolio
    // history so that history ends at the balances they leave (once; docs/post-trade.md).
    if (seeding && (opts.postTradeSeed ?? true)) await seedPostTrade(handle.db, now());
    // 180 days of portfolio history ending today (once; docs/portfolio.md).
    if (seeding) await seedPortfolio(handle.db, now());
    const instruments = await loadMarketInstruments(handle.db);
    if (opts.followSimulator) {
      if (!opts.bus) throw new Error('followSimulator needs the bus the simulator publishes on');
      simFollower = await followSimulator(opts.bus, instruments, {
        timers,
        write: (line) => process.stdout.write(`${line}\n`),
      });
    }
    market = new VenueMarket({
      instruments,
      now,
      timers,
      ...(simFollower ? { follow: simFollower.feed } : {}),
      ...(opts.feedRate === undefined ? {} : { feedRate: opts.feedRate }),
      ...(opts.marketStepMillis === undefined ? {} : { stepMillis: opts.marketStepMillis }),
      ...(opts.feedSeed === undefined ? {} : { seed: opts.feedSeed }),
      ...(opts.marketHistoryMinutes === undefined
        ? {}
        : { historyMinutes: opts.marketHistoryMinutes }),
    });
    mailer = opts.smtpUrl
      ? createSmtpMailer(opts.smtpUrl)
      : createOutboxMailer(opts.outboxDir, now, opts.onOutboxMail);

    const app = Fastify({
      logger: opts.logger ?? false,
      bodyLimit: BODY_LIMIT_BYTES,
      // Bodies are checked as sent: no silent type coercion or removal of unknown fields.
      ajv: {
        customOptions: {
          removeAdditional: false,
          coerceTypes: false,
          useDefaults: true,
          allErrors: false,
        },
      },
      // A draining server answers 503 through installRequestGate (the errors list).
      return503OnClosing: false,
      // The HTTP parser's refusals with the errors list too (R-SECH-17).
      clientErrorHandler,
      ...(opts.trustProxy ? { trustProxy: opts.trustProxy } : {}),
      // A path parameter longer than this answers 414 URI_TOO_LONG (the errors list).
      routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
      // A malformed URL encoding answers 400 BAD_URL with the errors list.
      frameworkErrors: frameworkErrorHandler,
    });
    const { db } = handle;
    if (resealed > 0) app.log.info({ resealed }, 'secrets re-sealed under the current key');
    const mail = mailer;
    const feed = market;

    installErrorHandler(app);
    installRequestGate(app);
    installSecurityHeaders(app, opts.staticDir, {
      crossOriginIsolated: opts.crossOriginIsolated !== false,
    });
    installBodyParsers(app);
    installNulGuard(app);
    await app.register(fastifyCookie);
    installRequestContext(app);
    installCorsCheck(app, opts.allowedOrigins ?? []);
    installCsrf(app, opts.csrfKey ?? deriveKey(secretKey, 'csrf'), { db: handle.db, now });
    app.decorateRequest('auth', null);
    // Before any route: it sees every registration and refuses to start on an undeclared one.
    const audit = createAuditLog({ db, now });
    installPolicy(app, {
      db,
      now,
      // Every refused permission check of a signed-in caller is audited (a call without a
      // session is not a permission check: anonymous probes would only flood the log).
      onRefused: async (event) => {
        if (event.userId !== null) {
          await audit.record({
            userId: event.userId,
            entityId: event.entityId,
            ip: event.ip,
            action: 'access_refused',
            target: `${event.method} ${event.route}`,
            after: {
              status: event.status,
              code: event.code,
              step: event.step,
              reason: event.reason,
            },
            outcome: 'refused',
            at: event.at,
          });
        }
        await opts.onAccessRefused?.(event);
      },
    });
    // Input refusals of signed-in calls as security events, bounded per user (R-SECH-25).
    installValidationAudit(app, { audit, now });
    const registry = installMetrics(app, opts.metricsToken);

    bus =
      opts.bus ??
      new InProcessBus({
        now,
        timers,
        onHandlerError: (error) => app.log.error({ err: error }, 'bus handler failed'),
      });
    const venueBus = bus;
    const busError = (error: unknown) => app.log.error({ err: error }, 'bus delivery failed');
    const sessions = busSessionEvents(venueBus, busError);
    const login = createLoginService({
      db,
      mailer: mail,
      now,
      log: app.log,
      secrets,
      sessionsRevoked: (ids) => sessions.revoked(ids),
      audit,
      proofKey: deriveKey(secretKey, 'sign-in proof'),
      passwords,
    });
    const relyingParty = relyingPartyFor({
      rpId: opts.webauthnRpId,
      allowedOrigins: opts.allowedOrigins ?? [],
    });
    // Bookings other processes append from here on reach memory (the load holds the older ones).
    const bookingsFrom = (await venueBus.lastSeq()) + 1;
    const orders = await OrderService.start({
      db,
      market: feed,
      now,
      ...(opts.shard ? { shard: opts.shard } : {}),
    });
    orderService = orders;
    const quotes = await QuoteService.start({ db, market: feed, orders, now });
    // The option margins are loaded now: memory's locks are complete (docs/scale-out.md).
    await orders.storeAllLocks();
    // Trade confirmation emails after each committed fill or execution (spec 7.3).
    const confirmations = new TradeConfirmations({ db, mailer: mail, log: app.log });
    orders.onChanges((changes) => void confirmations.edgeFills(changes));
    quotes.onExecuted((userId, e) => void confirmations.quoteExecution(userId, e));
    const memberEvents = new MemberEvents(db);
    const walletCore = new WalletCore(db, now, orders, memberEvents);
    const treasuryCore = new TreasuryCore(db, now, memoryBookings(orders), memberEvents);
    const settlementCore = createSettlementCore(db, orders, now);
    const approvalFactors = createSecondFactor({ db, now, secrets, mailer: mail, log: app.log });
    const approvals = new ApprovalEngine({
      db,
      now,
      log: app.log,
      mailer: mail,
      audit,
      events: memberEvents,
      rates: () => feed.conversionRates(),
      secondFactor: approvalFactors,
      timers,
      sessionsRevoked: (ids) => sessions.revoked(ids),
      kinds: [
        ...ADMIN_KIND_DEFINITIONS,
        // A kind passed in replaces the wallet's of the same name (tests register stand-ins).
        ...walletKinds(walletCore).filter(
          (kind) => !(opts.approvalKinds ?? []).some((extra) => extra.kind === kind.kind),
        ),
        treasuryKind(treasuryCore),
        settlementKind(settlementCore),
        ...custodyKinds(walletCore).filter(
          (kind) => !(opts.approvalKinds ?? []).some((extra) => extra.kind === kind.kind),
        ),
        ...defiKinds(walletCore),
        ...(opts.approvalKinds ?? []),
      ],
    });
    approvalEngine = approvals;
    const walletChain = new SimulatedChain({
      core: walletCore,
      bookings: memoryBookings(orders),
      timers,
      log: app.log,
      ...(opts.walletBlockMillis === undefined ? {} : { blockMillis: opts.walletBlockMillis }),
    });
    chain = walletChain;
    const wallet = new WalletService({ core: walletCore, approvals, chain: walletChain, audit });
    const custodyStaking = new StakingChain({
      core: walletCore,
      bookings: memoryBookings(orders),
      timers,
      log: app.log,
      ...(opts.custodyStakingMillis === undefined ? {} : { tickMillis: opts.custodyStakingMillis }),
    });
    stakingChain = custodyStaking;
    const treasury = new TreasuryService(treasuryCore, audit);
    const treasuryExecutor = localTreasuryExecutor(treasuryCore, opts.treasuryBeforeRunCommit);
    const scheduler = new TreasuryScheduler({
      db,
      now,
      timers,
      log: app.log,
      executor: treasuryExecutor,
    });
    treasuryScheduler = scheduler;
    if (seeding) await seedWallet(db, now());
    if (seeding) await seedCustody(db, now());
    if (seeding) await seedDefi(db);
    if (seeding) await seedApprovalRequests(db, approvals);
    const reportsDir = opts.reportsDir ?? (await mkdtemp(join(tmpdir(), 'desk-reports-')));
    ownReportsDir = opts.reportsDir === undefined ? reportsDir : null;
    const reportStore = new ReportJobStore(db);
    const publishReports = reportTopicsOf(memberEvents);
    const reportRunner = new ReportRunner({
      db,
      store: reportStore,
      now,
      timers,
      dir: reportsDir,
      accounts: async () => orders,
      rates: () => feed.conversionRates(),
      publish: publishReports,
      onError: (error) => app.log.error({ err: error }, 'report job failed'),
      documents: workflowReportDocuments(db),
      ...(opts.reportsAfterPage ? { afterPage: opts.reportsAfterPage } : {}),
    });
    reportsRunner = reportRunner;
    const services: VenueServices = {
      db,
      now,
      mailer: mail,
      log: app.log,
      secrets,
      relyingParty,
      sessions,
      login,
      passwords,
      market: feed,
      orders,
      placement:
        orders.shard.count > 1 ? shardedPlacement(venueBus, orders, db) : localPlacement(orders),
      quotes,
      options: quotes.options,
      audit,
      approvals,
      approvalFactors,
      wallet,
      treasury,
      postTrade: createPostTrade({
        core: settlementCore,
        approvals,
        rates: () => feed.conversionRates(),
      }),
      custody: new CustodyService({ core: walletCore, approvals, wallet, audit }),
      memberEvents,
      assistant: createAssistant({
        db,
        orders,
        market: feed,
        approvals,
        now,
        timers,
        llm: opts.llm,
        extraTools: opts.assistantTools ?? [],
        paceMillis: opts.assistantPaceMillis ?? 15,
      }),
      reports: new ReportService({
        db,
        store: reportStore,
        runner: opts.externalReports ? announceQueuedReports(venueBus) : reportRunner,
        now,
        dir: reportsDir,
        linkKey: deriveKey(secretKey, 'report links'),
        publish: publishReports,
      }),
    };
    for (const register of ROUTE_MODULES) register(app, services);
    if (home) {
      // Answers and workflow runs a stopped process left unfinished are failed, not 'streaming'.
      await services.assistant.recoverInterrupted();
      // Fusion orders a stopped process left mid-route get their children's committed outcomes.
      const fusionRecovered = await recoverInterruptedFusion(db);
      if (fusionRecovered.parents > 0)
        app.log.warn({ fusion: fusionRecovered }, 'fusion orders finished after a restart');
    }
    const workflowScheduler = new WorkflowScheduler({
      db,
      assistant: services.assistant,
      now,
      timers,
      onError: (error) => app.log.error({ err: error }, 'scheduled workflow failed'),
    });
    const autoflex = new AutoflexSweeper({ db, quotes, orders, now, timers, log: app.log });
    const rfs = new RfsFeed({ db, quotes, now, timers });
    const built = await installSpa(app, opts.staticDir);
    if (opts.staticDir !== undefined && !built)
      app.log.warn('client not built — run npm run build');

    await app.ready();
    // What commits publish reaches the gateway through the bus (docs/scale-out.md).
    const privateFeed = createPrivateFeed(orders, db, now);
    const publishing = { timers, onError: busError };
    const stopPublishing = [
      publishTopics(venueBus, PRIVATE_PREFIX, privateUpdatesAsTopics(privateFeed), publishing),
      publishTopics(venueBus, MEMBER_PREFIX, memberEvents, publishing),
    ];
    const stream = new StreamGateway({
      server: app.server,
      market: feed,
      registry,
      log: app.log,
      now,
      timers,
      allowedOrigins: opts.allowedOrigins ?? [],
      ...(opts.stream ? { limits: opts.stream } : {}),
      authenticate: async (token) =>
        TOKEN_SHAPE.test(token) ? findSession(db, token, now()) : null,
      sessionLive: (sessionId) => isSessionLive(db, sessionId, now()),
      privateFeed: {
        ...privateFeed,
        ...privateUpdatesFromTopics(topicsFromBus(venueBus, PRIVATE_PREFIX, busError), busError),
      },
      mayActForEntity: (who, entityId) => mayActForEntity(db, who, entityId),
      quoteFeed: rfs,
      memberFeed: {
        mayHold: (userId, topic) => memberEvents.mayHold(userId, topic),
        ...topicsFromBus(venueBus, MEMBER_PREFIX, busError),
      },
    });
    // Orders other shards place on this shard's markets (Fusion's Edge children).
    const stopOrderServing =
      opts.clusterEngine && orders.shard.count > 1
        ? await serveOrderCreate(venueBus, orders)
        : null;
    const stopBridge = opts.clusterEngine
      ? await startEngineBridge(venueBus, {
          market: feed,
          privateFeed,
          shard: orders.shard.index,
          owns: (symbol) => orders.owns(symbol),
        })
      : null;
    // Bookings committed by other processes (the scheduler's runs) move memory once. Another
    // shard reads them back with the rest (its follower), and the home shard announces them.
    const bookingsHeard = home
      ? await followBookings(venueBus, bookingsFrom, (booking) =>
          applyBooking(orders, booking, true),
        )
      : null;
    // Shards follow each other's commits and everything the home shard books.
    const follower =
      orders.shard.count > 1
        ? new ShardFollower({
            db,
            engine: orders,
            timers,
            sweepMillis: SHARD_SWEEP_MILLIS,
            onError: busError,
          })
        : null;
    await follower?.start(venueBus);
    rfs.start();
    if (home) approvals.start();
    const eod = new EodSnapshotJob({
      db,
      now,
      timers,
      sources: snapshotSources(
        orders,
        () => feed.conversionRates(),
        db,
        quotes.options.pricer,
        now,
        (at) => feed.conversionRatesAt(at),
      ),
      onError: (error) => app.log.error({ err: error }, 'end-of-day snapshot failed'),
    });
    const stopSchedulerWork =
      opts.externalScheduler && home
        ? await serveSchedulerWork(venueBus, {
            takeCutoff: (cutoff, source) => eod.take(cutoff, source),
          })
        : null;
    if (home) {
      if (!opts.externalScheduler) await eod.start();
      // The chains' blocks are the scheduler process's when there is one (it books through the
      // outbox and the bus); `chain.block()` still moves them by hand.
      const chainsHere = (opts.walletAutostart ?? true) && !opts.externalScheduler;
      if (chainsHere) walletChain.start();
      if (chainsHere) custodyStaking.start();
      if ((opts.treasuryAutostart ?? true) && !opts.externalScheduler) scheduler.start();
      if ((opts.reportsAutostart ?? true) && !opts.externalReports) await reportRunner.start();
      if (opts.workflowAutostart ?? true) workflowScheduler.start();
      if (opts.autoflexAutostart ?? true) autoflex.start();
    }
    sessions.onRevoked((ids) => stream.closeSessions(ids));
    if (opts.marketAutostart ?? true) feed.resume();
    let closed = false;
    return {
      app,
      db,
      market: feed,
      stream,
      orders,
      approvals,
      eod,
      wallet,
      custodyStaking,
      treasuryScheduler: scheduler,
      reports: reportRunner,
      assistant: services.assistant,
      workflowScheduler,
      autoflex,
      databaseImage: () => handle.image(),
      async close() {
        if (closed) return;
        closed = true;
        await stopSchedulerWork?.();
        await autoflex.stop();
        await reportRunner.stop();
        await scheduler.stop();
        await workflowScheduler.stop();
        await eod.stop();
        await walletChain.stop();
        await custodyStaking.stop();
        // Sockets first: an upgraded socket would keep the HTTP server from closing.
        await stream.close();
        rfs.stop();
        await approvals.stop();
        feed.stop();
        await simFollower?.close();
        orders.stop();
        await orders.idle();
        await app.close();
        // Mail started by the last commits (trade confirmations) is written before the mailer closes.
        await confirmations.idle();
        await mail.close();
        for (const stop of stopPublishing) stop();
        await stopBridge?.();
        await stopOrderServing?.();
        await follower?.stop();
        await bookingsHeard?.unsubscribe();
        await venueBus.close();
        await handle.close();
        if (ownReportsDir) await rm(ownReportsDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    market?.stop();
    await simFollower?.close();
    orderService?.stop();
    await approvalEngine?.stop();
    await chain?.stop();
    await stakingChain?.stop();
    await treasuryScheduler?.stop();
    await reportsRunner?.stop();
    await bus?.close();
    if (ownReportsDir) await rm(ownReportsDir, { recursive: true, force: true });
    await mailer?.close().catch(() => undefined);
    await handle.close().catch(() => undefined);
    throw error;
  }
}

/**
 * Same-origin by default. A listed origin gets CORS headers (credentials included) so a
 * separately served client can call the API; other cross-origin callers get none.
 */
function installCorsCheck(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  if (allowedOrigins.length === 0) return;
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    reply.header('vary', 'Origin');
    if (request.method === 'OPTIONS') {
      reply.header('access-control-allow-methods', 'GET,POST,PUT,PATCH,DELETE');
      reply.header(
        'access-control-allow-headers',
        'Authorization,Content-Type,X-CSRF-TOKEN,X-Requested-With,X-Product-Channel,X-Visitor-Id,X-Entity-Id,X-Account-Id',
      );
      reply.header('access-control-max-age', '600');
      await reply.status(204).send();
    }
  });
}
