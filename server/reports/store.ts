// The report_jobs table (049): enqueue, the owner's reads, the runner's durable claim, progress,
// completion, and the sweeps that requeue jobs of a dead runner and expire old files. Each
// change that a user should see raises the seq of their "reports:<userId>" topic in the same
// transaction (R-RPT-7).
import { sql, type Kysely, type Transaction } from 'kysely';
import { reportsTopic } from '../../domain/market/private-topics';
import type { JobFormat, JobKind, ReportJobStatus } from '../../domain/reports';
import { nextSeq } from '../approvals/store';
import type { Database } from '../db/schema';

export interface ReportJob {
  readonly id: number;
  readonly userId: number;
  readonly entityId: number;
  readonly kind: JobKind;
  readonly format: JobFormat;
  readonly parameters: Record<string, unknown>;
  readonly status: ReportJobStatus;
  readonly progress: number;
  readonly rowsWritten: number;
  readonly rowsTotal: number | null;
  readonly attempts: number;
  readonly error: string | null;
  readonly fileName: string | null;
  readonly fileBytes: number | null;
  readonly createdAt: number;
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
  readonly expiresAt: number | null;
}

/** What a change tells the owner's topic (the stream event carries it). */
export interface JobChange {
  readonly userId: number;
  readonly jobId: number;
  readonly status: ReportJobStatus;
  readonly progress: number;
  readonly seq: number;
}

type Row = {
  id: number;
  user_id: number;
  entity_id: number;
  kind: string;
  format: JobFormat;
  parameters: Record<string, unknown>;
  status: ReportJobStatus;
  progress: number;
  rows_written: string | number;
  rows_total: string | number | null;
  attempts: number;
  error: string | null;
  file_name: string | null;
  file_bytes: string | number | null;
  created_at: string | number;
  started_at: string | number | null;
  finished_at: string | number | null;
  expires_at: string | number | null;
};

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));

function jobOf(r: Row): ReportJob {
  return {
    id: r.id,
    userId: r.user_id,
    entityId: r.entity_id,
    kind: r.kind as JobKind,
    format: r.format,
    parameters: r.parameters,
    status: r.status,
    progress: r.progress,
    rowsWritten: Number(r.rows_written),
    rowsTotal: num(r.rows_total),
    attempts: r.attempts,
    error: r.error,
    fileName: r.file_name,
    fileBytes: num(r.file_bytes),
    createdAt: Number(r.created_at),
    startedAt: num(r.started_at),
    finishedAt: num(r.finished_at),
    expiresAt: num(r.expires_at),
  };
}

const COLUMNS = [
  'id',
  'user_id',
  'entity_id',
  'kind',
  'format',
  'parameters',
  'status',
  'progress',
  'rows_written',
  'rows_total',
  'attempts',
  'error',
  'file_name',
  'file_bytes',
  'created_at',
  'started_at',
  'finished_at',
  'expires_at',
] as const;

async function changed(tx: Transaction<Database>, job: Row): Promise<JobChange> {
  return {
    userId: job.user_id,
    jobId: job.id,
    status: job.status,
    progress: job.progress,
    seq: await nextSeq(tx, reportsTopic(job.user_id)),
  };
}

export class ReportJobStore {
  constructor(private readonly db: Kysely<Database>) {}

  async enqueue(input: {
    userId: number;
    entityId: number;
    kind: JobKind;
    format: JobFormat;
    parameters: Record<string, unknown>;
    now: number;
  }): Promise<{ job: ReportJob; change: JobChange }> {
    return this.db.transaction().execute(async (tx) => {
      const row = (await tx
        .insertInto('report_jobs')
        .values({
          user_id: input.userId,
          entity_id: input.entityId,
          kind: input.kind,
          format: input.format,
          parameters: JSON.stringify(input.parameters),
          created_at: input.now,
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow()) as Row;
      return { job: jobOf(row), change: await changed(tx, row) };
    });
  }

  /** The user's jobs in the entity, newest first (R-RPT-2: nobody else's). */
  async listOwn(userId: number, entityId: number, limit: number): Promise<ReportJob[]> {
    const rows = (await this.db
      .selectFrom('report_jobs')
      .select(COLUMNS)
      .where('user_id', '=', userId)
      .where('entity_id', '=', entityId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute()) as Row[];
    return rows.map(jobOf);
  }

  /** One job of the user in the entity, else null (another user's job is "not found"). */
  async getOwn(id: number, userId: number, entityId: number): Promise<ReportJob | null> {
    const row = (await this.db
      .selectFrom('report_jobs')
      .select(COLUMNS)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('entity_id', '=', entityId)
      .executeTakeFirst()) as Row | undefined;
    return row ? jobOf(row) : null;
  }

  async get(id: number): Promise<ReportJob | null> {
    const row = (await this.db
      .selectFrom('report_jobs')
      .select(COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst()) as Row | undefined;
    return row ? jobOf(row) : null;
  }

  /**
   * Claims the oldest queued job for this runner: one UPDATE whose row lock (FOR UPDATE SKIP
   * LOCKED) makes two runners on one database take different jobs.
   */
  async claim(now: number): Promise<{ job: ReportJob; change: JobChange } | null> {
    return this.db.transaction().execute(async (tx) => {
      const row = (await tx
        .updateTable('report_jobs')
        .set((eb) => ({
          status: 'running',
          progress: 0,
          rows_written: 0,
          started_at: now,
          heartbeat_at: now,
          attempts: eb('attempts', '+', 1),
          error: null,
        }))
        .where(
          'id',
          '=',
          sql<number>`(SELECT id FROM report_jobs WHERE status = 'queued' ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)`,
        )
        .returning(COLUMNS)
        .executeTakeFirst()) as Row | undefined;
      if (!row) return null;
      return { job: jobOf(row), change: await changed(tx, row) };
    });
  }

  /** Progress of a running job; also its heartbeat. Null when the job is no longer ours. */
  async progress(
    id: number,
    attempt: number,
    figures: { progress: number; rowsWritten: number; rowsTotal: number | null },
    now: number,
  ): Promise<JobChange | null> {
    return this.db.transaction().execute(async (tx) => {
      const row = (await tx
        .updateTable('report_jobs')
        .set({
          progress: figures.progress,
          rows_written: figures.rowsWritten,
          rows_total: figures.rowsTotal,
          heartbeat_at: now,
        })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .where('attempts', '=', attempt)
        .returning(COLUMNS)
        .executeTakeFirst()) as Row | undefined;
      return row ? changed(tx, row) : null;
    });
  }

  async finish(
    id: number,
    attempt: number,
    result: { fileName: string; fileBytes: number; rowsWritten: number; expiresAt: number },
    now: number,
  ): Promise<JobChange | null> {
    return this.db.transaction().execute(async (tx) => {
      const row = (await tx
        .updateTable('report_jobs')
        .set({
          status: 'ready',
          progress: 100,
          rows_written: result.rowsWritten,
          rows_total: result.rowsWritten,
          file_name: result.fileName,
          file_bytes: result.fileBytes,
          finished_at: now,
          heartbeat_at: now,
          expires_at: result.expiresAt,
        })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .where('attempts', '=', attempt)
        .returning(COLUMNS)
        .executeTakeFirst()) as Row | undefined;
      return row ? changed(tx, row) : null;
    });
  }

  async fail(id: number, attempt: number, error: string, now: number): Promise<JobChange | null> {
    return this.db.transaction().execute(async (tx) => {
      const row = (await tx
        .updateTable('report_jobs')
        .set({ status: 'failed', error, finished_at: now })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .where('attempts', '=', attempt)
        .returning(COLUMNS)
        .executeTakeFirst()) as Row | undefined;
      return row ? changed(tx, row) : null;
    });
  }

  /**
   * Running jobs whose heartbeat is older than `staleBefore` belonged to a runner that died:
   * those with attempts left go back to the queue, the others fail with the reason (R-RPT-8).
   * Returns the changes and the ids requeued (their partial files are dropped by the caller).
   */
  async recoverStale(
    staleBefore: number,
    maxAttempts: number,
    now: number,
  ): Promise<{ changes: JobChange[]; dropped: number[] }> {
    return this.db.transaction().execute(async (tx) => {
      const requeued = (await tx
        .updateTable('report_jobs')
        .set({ status: 'queued', progress: 0, rows_written: 0, heartbeat_at: null })
        .where('status', '=', 'running')
        .where('heartbeat_at', '<', staleBefore)
        .where('attempts', '<', maxAttempts)
        .returning(COLUMNS)
        .execute()) as Row[];
      const failed = (await tx
        .updateTable('report_jobs')
        .set({
          status: 'failed',
          finished_at: now,
          error:
            'The server stopped while this report was being produced. Please request it again.',
        })
        .where('status', '=', 'running')
        .where('heartbeat_at', '<', staleBefore)
        .where('attempts', '>=', maxAttempts)
        .returning(COLUMNS)
        .execute()) as Row[];
      const changes: JobChange[] = [];
      for (const row of [...requeued, ...failed]) changes.push(await changed(tx, row));
      return { changes, dropped: [...requeued, ...failed].map((r) => r.id) };
    });
  }

  /** Ready jobs past their expiry become expired; returns them (their files are deleted). */
  async expireDue(now: number): Promise<{ changes: JobChange[]; files: string[] }> {
    return this.db.transaction().execute(async (tx) => {
      const rows = (await tx
        .updateTable('report_jobs')
        .set({ status: 'expired' })
        .where('status', '=', 'ready')
        .where('expires_at', '<=', now)
        .returning(COLUMNS)
        .execute()) as Row[];
      const changes: JobChange[] = [];
      for (const row of rows) changes.push(await changed(tx, row));
      return { changes, files: rows.flatMap((r) => (r.file_name ? [r.file_name] : [])) };
    });
  }

  /** Whether a queued job is waiting (the runner's idle check). */
  async hasQueued(): Promise<boolean> {
    const row = await this.db
      .selectFrom('report_jobs')
      .select('id')
      .where('status', '=', 'queued')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
