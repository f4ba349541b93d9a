// The scenario registry, in issue 7's order.
import { browserScenarios } from '../browser/index';
import type { Scenario } from '../harness/types';
import { pendingScenarios } from './pending';
import { s1 } from './s1-book-deltas';
import { s2 } from './s2-transport';
import { s9 } from './s9-matching';
import { s10 } from './s10-fanout';
import { s11 } from './s11-portfolio';
import { s12 } from './s12-report-export';
import { s13 } from './s13-ten-thousand';

const order = (s: Scenario): number => Number(s.id.slice(1));

export const scenarios: readonly Scenario[] = [
  s1,
  s2,
  ...browserScenarios,
  s9,
  s10,
  s11,
  s12,
  s13,
  ...pendingScenarios,
].sort((x, y) => order(x) - order(y));
