// The route table of spec 2.1–2.3. Areas not built yet render NotAvailablePage.
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { STATUS_PATH } from '../../domain/constants';
import { MainLayout, OnboardingLayout } from '../features/shell/MainLayout';
import { RequireFlag } from '../features/shell/RequireFlag';
import { LandingRedirect, RequireSession } from '../features/shell/RequireSession';
import { RootLayout } from '../features/shell/RootLayout';
import { RouteError } from '../features/shell/RouteError';
import {
  AccountPage,
  AdminSettingsPage,
  ApprovalsPage,
  AssistantPage,
  ChangePasswordPage,
  CustodyPage,
  CustodyScreen,
  DefiPage,
  EdgePage,
  EmsDocsPage,
  FaqsPage,
  FocalPage,
  FusionPage,
  LabsPage,
  LoginPage,
  LogoutPage,
  NotAvailablePage,
  NotFoundPage,
  OnboardingPage,
  OptionsPage,
  OtpSetupPage,
  PortfolioBalancesPage,
  PortfolioCompositionPage,
  PortfolioCreditPage,
  PortfolioLayout,
  PortfolioPerformancePage,
  PortfolioPositionsPage,
  PortfolioRiskPage,
  ResetPasswordPage,
  RfqPage,
  RfsPage,
  SignupPage,
  StatusPage,
  SupportPage,
  VerifyEmailPage,
  TreasuryPage,
  WalletPage,
  TradeAllocationPage,
  TradeSettlementPage,
  TradeStatisticsPage,
  CashflowsPage,
  TransactionsPage,
  EodSnapshotsPage,
  EmsTransactionsPage,
} from './screens';

interface Area {
  readonly path: string;
  readonly area: string;
  readonly description?: string;
  readonly detailParam?: string;
}

const SIGN_IN_LINK = { to: '/login', label: 'Back to sign in' };

/** Spec 2.1: public routes not built yet (none left). */
export const PUBLIC_AREAS: readonly Area[] = [];

/** Spec 2.1: the public and authentication screens. */
const AUTH_ROUTES: RouteObject[] = [
  { path: '/reset_password', element: <ResetPasswordPage /> },
  { path: '/user/otp_qrcode', element: <OtpSetupPage /> },
  { path: '/signup', element: <SignupPage /> },
  { path: '/verify_email', element: <VerifyEmailPage /> },
  { path: '/change_password', element: <ChangePasswordPage /> },
  // Public EMS documentation and system status, signed in or out (docs/labs-focal.md).
  { path: '/docs/ems', element: <EmsDocsPage /> },
  { path: STATUS_PATH, element: <StatusPage /> },
];

/** Spec 2.2: both onboarding variants; the server's status says which one applies. */
const ONBOARDING_ROUTES: RouteObject[] = [
  { path: '/onboarding/new_otc_institution', element: <OnboardingPage /> },
  { path: '/onboarding/new_otc_institution_ds', element: <OnboardingPage /> },
];

/** Spec 2.3 main-layout areas not built yet (none left). */
export const MAIN_AREAS: readonly Area[] = [];

function areaRoute(a: Area, back?: { to: string; label: string }): RouteObject {
  return {
    path: a.path,
    element: (
      <NotAvailablePage
        area={a.area}
        {...(a.description ? { description: a.description } : {})}
        {...(a.detailParam ? { detailParam: a.detailParam } : {})}
        {...(back ? { back } : {})}
      />
    ),
  };
}

export interface RouteDeps {
  reload(): void;
}

export function buildRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      element: <RootLayout reload={deps.reload} />,
      errorElement: <RouteError />,
      children: [
        { path: '/login', element: <LoginPage /> },
        { path: '/logout', element: <LogoutPage /> },
        ...AUTH_ROUTES,
        ...PUBLIC_AREAS.map((a) => areaRoute(a, SIGN_IN_LINK)),
        {
          element: <RequireSession area="onboarding" />,
          children: [
            {
              element: <OnboardingLayout />,
              errorElement: <RouteError />,
              children: ONBOARDING_ROUTES,
            },
          ],
        },
        {
          element: <RequireSession area="main" />,
          children: [
            {
              element: <MainLayout />,
              children: [
                {
                  // Errors replace only the screen, so the top bar stays usable.
                  element: <Outlet />,
                  errorElement: <RouteError />,
                  children: [
                    { index: true, element: <LandingRedirect /> },
                    {
                      path: '/trading/portfolio',
                      element: <Navigate to="/portfolio/balances" replace />,
                    },
                    {
                      path: '/trading/insights',
                      element: <Navigate to="/post-trade/cashflows" replace />,
                    },
                    {
                      // Spec 2.3 portfolio children (issue 13).
                      path: '/portfolio',
                      element: <PortfolioLayout />,
                      children: [
                        { index: true, element: <Navigate to="/portfolio/balances" replace /> },
                        { path: 'performance', element: <PortfolioPerformancePage /> },
                        { path: 'composition', element: <PortfolioCompositionPage /> },
                        { path: 'balances', element: <PortfolioBalancesPage /> },
                        { path: 'credit/:tab?', element: <PortfolioCreditPage /> },
                        { path: 'risk', element: <PortfolioRiskPage /> },
                        { path: 'positions', element: <PortfolioPositionsPage /> },
                        // Treasury rules (docs/treasury.md).
                        { path: 'treasury-management', element: <TreasuryPage /> },
                      ],
                    },
                    { path: '/account/:tab?', element: <AccountPage /> },
                    // Edge (spec 2.3): direct market access and the trade-area entry.
                    { path: '/trading/dma', element: <EdgePage /> },
                    { path: '/v2/trade/edge', element: <EdgePage /> },
                    // Fusion (docs/fusion.md): one book and one order across Edge and OTC.
                    { path: '/v2/trade/fxorderbook', element: <FusionPage /> },
                    // FAQs from the knowledge base, and support tickets (docs/faqs-support.md).
                    { path: '/faqs', element: <FaqsPage /> },
                    { path: '/faq', element: <FaqsPage /> },
                    { path: '/faqs/product-features/:productName', element: <FaqsPage /> },
                    { path: '/v2/support', element: <SupportPage /> },
                    // DeFi, behind the defi_enabled feature flag (docs/defi.md).
                    {
                      path: '/v2/defi',
                      element: (
                        <RequireFlag flag="defi_enabled" area="DeFi">
                          <DefiPage />
                        </RequireFlag>
                      ),
                    },
                    // Labs and Focal (docs/labs-focal.md).
                    { path: '/labs', element: <LabsPage /> },
                    { path: '/focal', element: <FocalPage /> },
                    // RFQ and streaming quotes (spec 2.3).
                    { path: '/trading/rfq', element: <RfqPage /> },
                    { path: '/trading/rfs', element: <RfsPage /> },
                    // Options RFQ, behind the options_rfq feature flag (spec 2.3, 6).
                    {
                      path: '/trading/options',
                      element: (
                        <RequireFlag flag="options_rfq" area="Options RFQ">
                          <OptionsPage />
                        </RequireFlag>
                      ),
                    },
                    // Admin settings (spec 2.3): the new_permission_module switch picks one of
                    // the two routes and the other redirects to it; the third admin route is
                    // the approval confirmation list (docs/approvals.md "Screens").
                    {
                      path: '/admin/settings/:tab?',
                      element: <AdminSettingsPage variant="classic" />,
                    },
                    {
                      path: '/v2/admin-settings/uapi/:tab?',
                      element: <AdminSettingsPage variant="uapi" />,
                    },
                    { path: '/admin/approvals/:tab?', element: <ApprovalsPage /> },
                    // Wallet (spec 2.3, docs/wallet.md): deposit, withdraw, transfer, whitelist.
                    { path: '/wallet/:action/:tab?', element: <WalletPage /> },
                    // Native custody (docs/custody.md): accounts, vaults, transactions, requests.
                    {
                      path: '/custody',
                      element: <CustodyPage />,
                      children: [
                        { index: true, element: <Navigate to="/custody/vaults" replace /> },
                        { path: 'accounts', element: <CustodyScreen view="accounts" /> },
                        { path: 'vaults', element: <CustodyScreen view="vaults" /> },
                        { path: 'vaults/:id', element: <CustodyScreen view="vault" /> },
                        { path: 'transactions', element: <CustodyScreen view="transactions" /> },
                        {
                          path: 'pending-requests',
                          element: <CustodyScreen view="pending-requests" />,
                        },
                        {
                          path: 'pending-staking-requests',
                          element: <CustodyScreen view="pending-staking-requests" />,
                        },
                        { path: '*', element: <Navigate to="/custody/vaults" replace /> },
                      ],
                    },
                    // The AI assistant's area (docs/assistant.md); its side panel is in MainLayout.
                    { path: '/assistant/:threadId?', element: <AssistantPage /> },
                    // Post-trade (spec 2.3, docs/post-trade.md).
                    { path: '/trade-allocation', element: <TradeAllocationPage /> },
                    { path: '/trade-settlement', element: <TradeSettlementPage /> },
                    { path: '/trade-statistics', element: <TradeStatisticsPage /> },
                    { path: '/post-trade/cashflows/:tab?', element: <CashflowsPage /> },
                    { path: '/post-trade/transactions/:tab?', element: <TransactionsPage /> },
                    { path: '/post-trade/eod-snapshots', element: <EodSnapshotsPage /> },
                    {
                      path: '/post-trade/ems-transactions/:tab?',
                      element: <EmsTransactionsPage />,
                    },
                    ...MAIN_AREAS.map((a) => areaRoute(a)),
                  ],
                },
              ],
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
