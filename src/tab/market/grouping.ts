// The order-book zoom level of spec 3.6: price grouping in whole ticks.
import { multiplyDecimal, normalizeDecimal } from '../../../domain/decimal';

/** Grouping factors offered, in ticks (1 = no grouping). */
export const GROUP_TICKS = [1, 2, 5, 10, 25, 50, 100, 250, 500, 1000] as const;

export interface GroupingStep {
  readonly groupTicks: number;
  /** The grouped price step as a decimal string ('0.01' × 10 → '0.1'). */
  readonly step: string;
}

export function groupingSteps(tickSize: string): GroupingStep[] {
  return GROUP_TICKS.map((g) => ({
    groupTicks: g,
    step: normalizeDecimal(multiplyDecimal(tickSize, String(g))),
  }));
}
