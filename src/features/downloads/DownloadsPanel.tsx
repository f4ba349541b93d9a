// The shell's Downloads panel (docs/reports.md): every report job of the user in this entity,
// newest first, with its status, a progress bar while it runs, and a download link when ready.
// Live in every tab: job changes arrive on the "reports:<userId>" member topic, which the data
// core turns into a `reports` invalidation of this query. A download asks the core for a signed
// link (valid a minute) and hands it to the browser as a plain link, so the file streams to
// disk without passing through the tab.
import { useState } from 'react';
import { formatDateTimeUtc } from '../../../domain/dates';
import { valueOf } from '../../tab/loadable';
import { useMutation, useQuery } from '../../tab/react/query';
import {
  activeJobs,
  fileSizeText,
  parseReportLink,
  reportJobsQuery,
  reportLinkCall,
  type ReportJobView,
} from '../../tab/reports/reports';
import { Popover } from '../../ui/Popover';
import './downloads.css';

const STATUS_TEXT: Readonly<Record<ReportJobView['status'], string>> = {
  queued: 'Queued',
  running: 'Running',
  ready: 'Ready',
  failed: 'Failed',
  expired: 'Expired',
};

/** Follows a plain link with the download attribute (the browser saves the file). */
function followDownload(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

function JobRow({ job }: { readonly job: ReportJobView }) {
  const linkCall = useMutation();
  const [problem, setProblem] = useState<string | null>(null);
  async function download() {
    setProblem(null);
    const r = await linkCall.run<unknown>(reportLinkCall(job.id), {});
    if (!r.ok) return setProblem(r.error);
    followDownload(parseReportLink(r.value), job.fileName);
  }
  const running = job.status === 'queued' || job.status === 'running';
  return (
    <li className="download-row" data-testid={`download-${job.id}`} data-status={job.status}>
      <div className="download-head">
        <span className="download-title">
          {job.title} <span className="download-format">{job.format.toUpperCase()}</span>
        </span>
        <span className={`download-status download-status-${job.status}`}>
          {STATUS_TEXT[job.status]}
          {running ? ` ${job.progress}%` : ''}
        </span>
      </div>
      <div className="download-meta">
        {formatDateTimeUtc(job.createdAt)} UTC
        {job.status === 'ready'
          ? ` · ${job.rowsWritten} rows · ${fileSizeText(job.fileBytes)}`
          : ''}
        {running && job.rowsTotal !== null ? ` · ${job.rowsWritten} of ${job.rowsTotal} rows` : ''}
      </div>
      {running && (
        <div
          className="download-progress"
          role="progressbar"
          aria-label={`${job.title} progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={job.progress}
        >
          <div className="download-progress-bar" style={{ width: `${job.progress}%` }} />
        </div>
      )}
      {job.status === 'failed' && job.error && <div className="download-error">{job.error}</div>}
      {job.status === 'ready' && (
        <button
          type="button"
          className="btn btn-ghost download-button"
          onClick={() => void download()}
          disabled={linkCall.pending}
          data-testid={`download-link-${job.id}`}
        >
          Download {job.fileName}
        </button>
      )}
      {problem && <div className="download-error">{problem}</div>}
    </li>
  );
}

export function DownloadsPanel() {
  const jobs = valueOf(useQuery(reportJobsQuery).data);
  const active = jobs === null ? 0 : activeJobs(jobs);
  return (
    <Popover
      align="end"
      ariaLabel={active > 0 ? `Downloads, ${active} in progress` : 'Downloads'}
      buttonClassName={`approvals-badge downloads-button${active > 0 ? ' has-items' : ''}`}
      testId="downloads-button"
      label={
        <>
          Downloads
          {active > 0 && (
            <span className="approvals-badge-count" data-testid="downloads-active">
              {active}
            </span>
          )}
        </>
      }
    >
      <div className="downloads-panel" data-testid="downloads-panel">
        <div className="menu-heading">Downloads</div>
        {jobs === null ? (
          <p className="download-empty">Loading…</p>
        ) : jobs.length === 0 ? (
          <p className="download-empty">
            No reports yet. Use Export on the order history, balances or positions, or Save as
            report on an assistant workflow run.
          </p>
        ) : (
          <ul className="download-list">
            {jobs.map((j) => (
              <JobRow key={j.id} job={j} />
            ))}
          </ul>
        )}
      </div>
    </Popover>
  );
}
