// Report and export jobs (spec 3.7 and 7.3; docs/reports.md): the kinds a user can request, the
// formats each comes in, the job statuses, and the names the client and the server share.

/** Spec 3.7 "Export kinds". */
export const EXPORT_KINDS = ['orderblotter', 'eodsnapshot', 'portfolio'] as const;
/** Spec 3.7 "Async download kinds". */
export const ASYNC_DOWNLOAD_KINDS = [
  'order_history_async_download',
  'trade_history_async_download',
  'eod_snapshot_dashboard',
] as const;
/** Spec 7.3 "Report downloads exist for …" (names ours: the spec shows no paths). */
export const REPORT_DOWNLOAD_KINDS = [
  'balances',
  'deposits',
  'withdrawals',
  'transfers',
  'open_positions',
  'positions',
  'cashflows',
  'interest_statement',
  'derivatives_disclosure',
  'structured_products_confirmation',
  'contracts',
] as const;

/**
 * Exports of the post-trade screens that no spec list names (issue 16): the Transactions card
 * (every ledger movement, with its filters) and the allocation history.
 */
export const POST_TRADE_EXPORT_KINDS = ['transactions', 'allocations'] as const;

export type ExportKind = (typeof EXPORT_KINDS)[number];
export type AsyncDownloadKind = (typeof ASYNC_DOWNLOAD_KINDS)[number];
export type ReportDownloadKind = (typeof REPORT_DOWNLOAD_KINDS)[number];
export type PostTradeExportKind = (typeof POST_TRADE_EXPORT_KINDS)[number];
export type ReportKind = ExportKind | AsyncDownloadKind | ReportDownloadKind | PostTradeExportKind;

export const REPORT_KINDS: readonly ReportKind[] = [
  ...EXPORT_KINDS,
  ...ASYNC_DOWNLOAD_KINDS,
  ...REPORT_DOWNLOAD_KINDS,
  ...POST_TRADE_EXPORT_KINDS,
];

/** Tabs of the post-trade ledger screens (groups of ledger kinds; docs/post-trade.md). */
export const LEDGER_GROUPS = [
  'trades',
  'fees',
  'deposits',
  'withdrawals',
  'transfers',
  'funding',
  'interest',
  'opening',
] as const;
export type LedgerGroup = (typeof LEDGER_GROUPS)[number];
/** The groups that are cash flows (the Cashflows screen's tabs). */
export const CASHFLOW_GROUPS: readonly LedgerGroup[] = [
  'deposits',
  'withdrawals',
  'transfers',
  'fees',
  'funding',
  'interest',
];

/** Which orders an order history covers: every one, or an EMS tab's (TWAPs, liquidations). */
export const ORDER_SCOPES = ['all', 'twap', 'liquidations'] as const;
export type OrderScope = (typeof ORDER_SCOPES)[number];

/**
 * What a screen's filters narrow a report to, beyond the window and the subaccounts: the ledger
 * tabs and token of Transactions and Cashflows, the EMS tab of an order history.
 */
export interface ReportFilters {
  readonly groups?: readonly LedgerGroup[];
  readonly token?: string;
  readonly orderScope?: OrderScope;
}
export type ReportFilterKey = keyof ReportFilters;

/** The filters a kind takes (any other is refused). */
export function filtersOf(kind: ReportKind): readonly ReportFilterKey[] {
  switch (kind) {
    case 'transactions':
    case 'cashflows':
      return ['groups', 'token'];
    case 'order_history_async_download':
      return ['orderScope'];
    default:
      return [];
  }
}

export const REPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/**
 * Document reports: not a table over a window but one recorded document (an assistant workflow
 * run's output), requested from where that document lives, produced and downloaded as a job.
 */
export const DOCUMENT_REPORT_KINDS = ['assistant_workflow_report'] as const;
export type DocumentReportKind = (typeof DOCUMENT_REPORT_KINDS)[number];
/** Every kind a job may have. */
export type JobKind = ReportKind | DocumentReportKind;
export const DOCUMENT_FORMATS = ['pdf', 'md'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];
/** Every format a job's file may have (Markdown only for documents). */
export const JOB_FORMATS = [...REPORT_FORMATS, 'md'] as const;
export type JobFormat = (typeof JOB_FORMATS)[number];

export const isDocumentReportKind = (text: unknown): text is DocumentReportKind =>
  typeof text === 'string' && (DOCUMENT_REPORT_KINDS as readonly string[]).includes(text);
export const isJobKind = (text: unknown): text is JobKind =>
  isReportKind(text) || isDocumentReportKind(text);
export const isJobFormat = (text: unknown): text is JobFormat =>
  typeof text === 'string' && (JOB_FORMATS as readonly string[]).includes(text);

export const REPORT_JOB_STATUSES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;
export type ReportJobStatus = (typeof REPORT_JOB_STATUSES)[number];

/** Display names of the kinds (the Downloads panel, file names, PDF titles). */
export const REPORT_KIND_TITLES: Readonly<Record<JobKind, string>> = {
  orderblotter: 'Order Blotter',
  eodsnapshot: 'End-of-Day Snapshot',
  portfolio: 'Portfolio Balances',
  order_history_async_download: 'Order History',
  trade_history_async_download: 'Trade History',
  eod_snapshot_dashboard: 'End-of-Day Snapshots',
  balances: 'Balance Statement',
  deposits: 'Deposits',
  withdrawals: 'Withdrawals',
  transfers: 'Transfers',
  open_positions: 'Open Positions',
  positions: 'Positions',
  cashflows: 'Cashflows',
  interest_statement: 'Interest Statement',
  derivatives_disclosure: 'Derivatives Disclosure',
  structured_products_confirmation: 'Structured Products Confirmation',
  contracts: 'Contract Notes',
  transactions: 'Transactions',
  allocations: 'Allocation History',
  assistant_workflow_report: 'Assistant Workflow Report',
};

/**
 * Formats per kind. Every tabular kind comes as CSV, XLSX and PDF; the documents that only make
 * sense as a signed-looking paper (spec 7.3 "transfers (PDF)", disclosures, confirmations)
 * come as PDF first but keep CSV/XLSX for reconciliation.
 */
export function formatsOf(kind: ReportKind): readonly ReportFormat[] {
  switch (kind) {
    case 'derivatives_disclosure':
    case 'structured_products_confirmation':
      return ['pdf'];
    case 'transfers':
      return ['pdf', 'csv', 'xlsx'];
    default:
      return REPORT_FORMATS;
  }
}

export function isReportKind(text: unknown): text is ReportKind {
  return typeof text === 'string' && (REPORT_KINDS as readonly string[]).includes(text);
}

/** A ready file is kept this long, then expires (R-RPT-5). */
export const REPORT_RETENTION_MS = 24 * 60 * 60 * 1000;

/** A PDF lists at most this many rows; a larger request is refused before it runs (R-RPT-3). */
export const PDF_MAX_ROWS = 20_000;

/** "order-history-2026-11-26-17.csv": the kind (or the document's own title), the day
 *  requested (UTC) and the job id. */
export function reportFileName(
  kind: JobKind,
  format: JobFormat,
  createdAt: number,
  id: number,
  title: string = REPORT_KIND_TITLES[kind],
): string {
  const day = new Date(createdAt).toISOString().slice(0, 10);
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}-${day}-${id}.${format}`;
}

export const REPORT_MIME: Readonly<Record<JobFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** Spec: queued and running jobs are in progress; ready downloads; failed and expired end. */
export const isReportJobActive = (status: ReportJobStatus): boolean =>
  status === 'queued' || status === 'running';
