import { describe, expect, it } from 'vitest';
import {
  evaluateRule,
  nextRunAfter,
  periodStart,
  ruleProblems,
  scheduleText,
  type RuleDefinition,
} from './treasury';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (iso: string) => Date.parse(iso);

const sweep: RuleDefinition = {
  name: 'Keep 2M USDC on Edge',
  token: 'USDC',
  account_id: 1,
  counterparty_id: 2,
  trigger: { type: 'TokenBalanceThresholdTrigger', direction: 'above', level: '2000000' },
  action: { type: 'TransferTokenWithBalanceLimits', target: '2000000' },
  schedule: { type: 'PeriodicSchedule', every: 1, unit: 'days', at: '16:00' },
};

describe('R-TRS-1 rule evaluation', () => {
  it('R-TRS-1 sweeps down to the target above a level, tops up to it below, and skips otherwise', () => {
    expect(evaluateRule(sweep, '2500000.5')).toEqual({
      kind: 'transfer',
      direction: 'out',
      amount: '500000.5',
    });
    expect(evaluateRule(sweep, '2000000')).toMatchObject({ kind: 'skip' });
    expect(evaluateRule(sweep, '10')).toMatchObject({ kind: 'skip' });
    const topUp: RuleDefinition = {
      ...sweep,
      trigger: { type: 'TokenBalanceThresholdTrigger', direction: 'below', level: '100' },
      action: { type: 'TransferTokenWithBalanceLimits', target: '250' },
    };
    expect(evaluateRule(topUp, '99.99')).toEqual({
      kind: 'transfer',
      direction: 'in',
      amount: '150.01',
    });
    expect(evaluateRule(topUp, '100')).toMatchObject({ kind: 'skip' });
  });

  it('R-TRS-1 a range fires on either side; a fixed amount moves that amount', () => {
    const range: RuleDefinition = {
      ...sweep,
      trigger: { type: 'TokenBalanceRangeTrigger', min: '10', max: '20' },
      action: { type: 'TransferTokenByFixedAmount', amount: '3' },
    };
    expect(evaluateRule(range, '9')).toEqual({ kind: 'transfer', direction: 'in', amount: '3' });
    expect(evaluateRule(range, '21')).toEqual({ kind: 'transfer', direction: 'out', amount: '3' });
    expect(evaluateRule(range, '15')).toMatchObject({ kind: 'skip' });
    expect(evaluateRule(range, '10')).toMatchObject({ kind: 'skip' });
  });
});

describe('R-TRS-2 rule validation', () => {
  it('R-TRS-2 refuses a definition that could not run as meant', () => {
    expect(ruleProblems(sweep)).toEqual({});
    expect(ruleProblems({ ...sweep, counterparty_id: 1 })).toHaveProperty('counterparty_id');
    expect(
      ruleProblems({
        ...sweep,
        action: { type: 'TransferTokenWithBalanceLimits', target: '3000000' },
      }),
    ).toHaveProperty('action.target');
    expect(
      ruleProblems({
        ...sweep,
        trigger: { type: 'TokenBalanceRangeTrigger', min: '20', max: '10' },
      }),
    ).toHaveProperty('trigger.max');
    expect(
      ruleProblems({ ...sweep, action: { type: 'TransferTokenByFixedAmount', amount: '0' } }),
    ).toHaveProperty('action.amount');
    expect(ruleProblems({ ...sweep, schedule: { ...sweep.schedule, at: '24:00' } })).toHaveProperty(
      'schedule.at',
    );
    expect(ruleProblems({ ...sweep, schedule: { ...sweep.schedule, every: 0 } })).toHaveProperty(
      'schedule.every',
    );
  });
});

describe('R-TRS-3 schedule periods', () => {
  it('R-TRS-3 daily at 16:00 UTC: the period starts at 16:00 and the next run is tomorrow 16:00', () => {
    const s = sweep.schedule;
    expect(periodStart(s, at('2026-11-25T16:00:00Z'))).toBe(at('2026-11-25T16:00:00Z'));
    expect(periodStart(s, at('2026-11-25T15:59:59Z'))).toBe(at('2026-11-24T16:00:00Z'));
    expect(nextRunAfter(s, at('2026-11-25T17:00:00Z'))).toBe(at('2026-11-26T16:00:00Z'));
    expect(scheduleText(s)).toBe('every day at 16:00 UTC');
  });

  it('R-TRS-3 every N hours or minutes aligns to the epoch', () => {
    const s = { type: 'PeriodicSchedule', every: 4, unit: 'hours', at: '00:00' } as const;
    expect(periodStart(s, at('2026-11-25T07:30:00Z'))).toBe(at('2026-11-25T04:00:00Z'));
    expect(
      nextRunAfter(s, at('2026-11-25T07:30:00Z')) - periodStart(s, at('2026-11-25T07:30:00Z')),
    ).toBe(4 * HOUR);
    const m = { type: 'PeriodicSchedule', every: 15, unit: 'minutes', at: '00:00' } as const;
    expect(periodStart(m, at('2026-11-25T07:44:59Z'))).toBe(at('2026-11-25T07:30:00Z'));
    expect(scheduleText(m)).toBe('every 15 minutes');
    const twoDays = { ...sweep.schedule, every: 2 };
    expect(nextRunAfter(twoDays, 0) - periodStart(twoDays, 0)).toBe(2 * DAY);
  });
});
