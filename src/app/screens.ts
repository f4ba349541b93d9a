// Every screen is its own lazy chunk (spec 2.4), loaded through lazyWithReload.
import { lazyWithReload } from './lazyWithReload';

export const LoginPage = lazyWithReload(() => import('../features/auth/LoginPage'), 'login');
export const LogoutPage = lazyWithReload(() => import('../features/auth/LogoutPage'), 'logout');
export const AccountPage = lazyWithReload(
  () => import('../features/account/AccountPage'),
  'account',
);
export const NotAvailablePage = lazyWithReload(
  () => import('../features/status-pages/NotAvailablePage'),
  'not-available',
);
export const NotFoundPage = lazyWithReload(
  () => import('../features/status-pages/NotFoundPage'),
  'not-found',
);
export const EdgePage = lazyWithReload(() => import('../features/edge/EdgePage'), 'edge');
export const ResetPasswordPage = lazyWithReload(
  () => import('../features/auth/ResetPasswordPage'),
  'reset-password',
);
export const SignupPage = lazyWithReload(() => import('../features/auth/SignupPage'), 'signup');
export const VerifyEmailPage = lazyWithReload(
  () => import('../features/auth/VerifyEmailPage'),
  'verify-email',
);
export const OtpSetupPage = lazyWithReload(
  () => import('../features/security/OtpSetupPage'),
  'otp-setup',
);
export const ChangePasswordPage = lazyWithReload(
  () => import('../features/security/ChangePasswordPage'),
  'change-password',
);
export const OnboardingPage = lazyWithReload(
  () => import('../features/onboarding/OnboardingPage'),
  'onboarding',
);
export const RfqPage = lazyWithReload(() => import('../features/rfq/RfqPage'), 'rfq');
export const RfsPage = lazyWithReload(() => import('../features/rfs/RfsPage'), 'rfs');
export const OptionsPage = lazyWithReload(
  () => import('../features/options/OptionsPage'),
  'options',
);
export const AdminSettingsPage = lazyWithReload(
  () => import('../features/admin/AdminSettingsPage'),
  'admin-settings',
);
export const ApprovalsPage = lazyWithReload(
  () => import('../features/approvals/ApprovalsPage'),
  'approvals',
);
// Portfolio (issue 13): the layout and each page are their own chunks.
export const PortfolioLayout = lazyWithReload(
  () => import('../features/portfolio/PortfolioLayout'),
  'portfolio',
);
export const PortfolioBalancesPage = lazyWithReload(
  () => import('../features/portfolio/BalancesPage'),
  'portfolio-balances',
);
export const PortfolioPerformancePage = lazyWithReload(
  () => import('../features/portfolio/PerformancePage'),
  'portfolio-performance',
);
export const PortfolioCompositionPage = lazyWithReload(
  () => import('../features/portfolio/CompositionPage'),
  'portfolio-composition',
);
export const PortfolioCreditPage = lazyWithReload(
  () => import('../features/portfolio/CreditPage'),
  'portfolio-credit',
);
export const PortfolioRiskPage = lazyWithReload(
  () => import('../features/portfolio/RiskPage'),
  'portfolio-risk',
);
export const PortfolioPositionsPage = lazyWithReload(
  () => import('../features/portfolio/PositionsPage'),
  'portfolio-positions',
);
export const WalletPage = lazyWithReload(() => import('../features/wallet/WalletPage'), 'wallet');
export const CustodyPage = lazyWithReload(
  () => import('../features/custody/CustodyPage'),
  'custody',
);
export const CustodyScreen = lazyWithReload(
  () => import('../features/custody/CustodyScreen'),
  'custody-screen',
);
export const TreasuryPage = lazyWithReload(
  () => import('../features/treasury/TreasuryPage'),
  'treasury',
);
export const AssistantPage = lazyWithReload(
  () => import('../features/assistant/AssistantPage'),
  'assistant',
);
export const AssistantPanel = lazyWithReload(
  () => import('../features/assistant/AssistantPanel'),
  'assistant-panel',
);
// Post-trade (issue 16, docs/post-trade.md): each screen is its own chunk.
export const TradeAllocationPage = lazyWithReload(
  () => import('../features/posttrade/AllocationPage'),
  'trade-allocation',
);
export const TradeSettlementPage = lazyWithReload(
  () => import('../features/posttrade/SettlementPage'),
  'trade-settlement',
);
export const TradeStatisticsPage = lazyWithReload(
  () => import('../features/posttrade/StatisticsPage'),
  'trade-statistics',
);
export const CashflowsPage = lazyWithReload(
  () => import('../features/posttrade/CashflowsPage'),
  'post-trade-cashflows',
);
export const TransactionsPage = lazyWithReload(
  () => import('../features/posttrade/TransactionsPage'),
  'post-trade-transactions',
);
export const EodSnapshotsPage = lazyWithReload(
  () => import('../features/posttrade/EodSnapshotsPage'),
  'post-trade-eod',
);
export const EmsTransactionsPage = lazyWithReload(
  () => import('../features/posttrade/EmsPage'),
  'post-trade-ems',
);
export const FusionPage = lazyWithReload(() => import('../features/fusion/FusionPage'), 'fusion');
export const FaqsPage = lazyWithReload(() => import('../features/help/FaqsPage'), 'faqs');
export const SupportPage = lazyWithReload(() => import('../features/help/SupportPage'), 'support');
export const LabsPage = lazyWithReload(() => import('../features/labs/LabsPage'), 'labs');
export const FocalPage = lazyWithReload(() => import('../features/labs/FocalPage'), 'focal');
export const EmsDocsPage = lazyWithReload(() => import('../features/docs/EmsDocsPage'), 'ems-docs');
export const StatusPage = lazyWithReload(() => import('../features/docs/StatusPage'), 'status');
export const DefiPage = lazyWithReload(() => import('../features/defi/DefiPage'), 'defi');
