// Labs (docs/labs-focal.md): experimental features a user switches on for themselves. Each is a
// real per-user flag the client applies at once.

export interface LabFeature {
  readonly key: string;
  readonly title: string;
  readonly description: string;
}

export const LAB_FEATURES: readonly LabFeature[] = [
  {
    key: 'compact_density',
    title: 'Compact density',
    description:
      'Tighter rows and spacing everywhere, so more of a book, blotter or table fits on one screen.',
  },
  {
    key: 'high_contrast_prices',
    title: 'High-contrast prices',
    description:
      'Brighter bid and ask colours and heavier price digits, for dense screens and bright rooms.',
  },
  {
    key: 'utc_clock',
    title: 'UTC clock in the top bar',
    description: 'Shows the current UTC time next to the connection status, to the second.',
  },
];

export const isLabFeature = (key: string): boolean => LAB_FEATURES.some((f) => f.key === key);
