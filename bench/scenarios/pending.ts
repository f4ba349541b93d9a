// Scenarios of issue 7 that cannot be measured yet: what they will compare and what they wait
// for. The report lists them as "not yet measurable"; nothing is estimated in their place.
// Every scenario of issue 7 is measured now (S3–S8 in bench/browser/, S10 in s10-fanout.ts);
// the list stays so a future scenario can be announced before it runs.
import type { PendingScenario } from '../harness/types';

export const pendingScenarios: readonly PendingScenario[] = [];
