// Rounds of a full run for the Chromium scenarios: each round is a window of seconds (S5:
// two minutes) per way, so the harness default of 3 warm-up + 15 rounds would take hours.
export const BROWSER_FULL_PLAN = { warmup: 1, rounds: 3 } as const;
