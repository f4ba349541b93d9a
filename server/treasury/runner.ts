// One run of a treasury rule, inside the caller's transaction (docs/treasury.md "Runs"): read
// the watched balance with its row locked, evaluate, book the transfer through the one
// internal-transfer booking, and finish the run row — all or nothing, so a crash before the
// commit leaves the run `in_progress` to be run again, and after it, done exactly once.
import type { Transaction } from 'kysely';
import { normalizeDecimal } from '../../domain/decimal';
import { displayAmount } from '../../domain/numbers';
import { evaluateRule } from '../../domain/treasury';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { lockedBalance } from '../ledger/store';
import { bookInternalTransfer, type Booking } from '../transfers/booking';
import { walletSubaccount } from '../wallet/store';
import { definitionOf, finishRun, type RuleRow } from './store';

type Tx = Transaction<Database>;

export interface RunOutcome {
  readonly status: 'completed' | 'failed';
  readonly outcome: 'transferred' | 'skipped' | null;
  /** The transfer's booking, to apply after the commit (applyBooking). */
  readonly booking: Booking | null;
}

/** The venue state that makes a run fail before it evaluates (transfers switched off, …). */
async function transferProblem(tx: Tx, rule: RuleRow): Promise<string | null> {
  for (const id of [rule.account_id, rule.counterparty_id]) {
    const sub = await walletSubaccount(tx, id);
    if (!sub || sub.entityId !== rule.entity_id) return `Subaccount #${id} no longer exists.`;
    if (!sub.venue.guiTransferEnabled || sub.venue.isDelisted)
      return `Transfers are switched off on ${sub.venue.name} (${sub.name}).`;
  }
  return null;
}

export async function performRun(
  tx: Tx,
  rule: RuleRow,
  runId: number,
  now: number,
): Promise<RunOutcome> {
  const at = new Date(now);
  const problem = await transferProblem(tx, rule);
  if (problem !== null) {
    await finishRun(tx, runId, { status: 'failed', reason: problem }, at);
    return { status: 'failed', outcome: null, booking: null };
  }
  const definition = definitionOf(rule);
  const balance = normalizeDecimal(await lockedBalance(tx, rule.account_id, rule.token));
  const evaluation = evaluateRule(definition, balance);
  if (evaluation.kind === 'skip') {
    await finishRun(
      tx,
      runId,
      {
        status: 'completed',
        outcome: 'skipped',
        reason: evaluation.reason,
        balance_before: balance,
      },
      at,
    );
    return { status: 'completed', outcome: 'skipped', booking: null };
  }
  const [from, to] =
    evaluation.direction === 'out'
      ? [rule.account_id, rule.counterparty_id]
      : [rule.counterparty_id, rule.account_id];
  let booking: Booking;
  try {
    booking = await bookInternalTransfer(tx, {
      fromSubaccountId: from,
      toSubaccountId: to,
      token: rule.token,
      amount: evaluation.amount,
      ref: `treasury:${rule.id}:run:${runId}`,
      kind: 'treasury',
      time: now,
    });
  } catch (error) {
    // The spend check refuses before anything is written: the run fails, the rule stays on.
    if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
    await finishRun(
      tx,
      runId,
      {
        status: 'failed',
        reason: `Insufficient available ${rule.token} on subaccount #${from} to move ${displayAmount(evaluation.amount, rule.token)}.`,
        direction: evaluation.direction,
        amount: evaluation.amount,
        balance_before: balance,
      },
      at,
    );
    return { status: 'failed', outcome: null, booking: null };
  }
  await finishRun(
    tx,
    runId,
    {
      status: 'completed',
      outcome: 'transferred',
      direction: evaluation.direction,
      amount: evaluation.amount,
      balance_before: balance,
      journal_id: booking.journalId,
    },
    at,
  );
  return { status: 'completed', outcome: 'transferred', booking };
}
