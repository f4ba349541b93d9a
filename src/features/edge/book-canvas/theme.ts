// The canvas book's colours and fonts, read from the design tokens (src/theme/tokens.css) so the
// canvas matches the DOM panels around it.
export interface BookTheme {
  readonly surface: string;
  readonly surface2: string;
  readonly hover: string;
  readonly border: string;
  readonly text: string;
  readonly muted: string;
  readonly faint: string;
  readonly warning: string;
  readonly bidStrong: string;
  readonly askStrong: string;
  readonly bidDepth: string;
  readonly askDepth: string;
  readonly bidFlash: string;
  readonly askFlash: string;
  readonly mono: string;
  readonly sans: string;
  /** CSS px: the levels' numbers (--text-sm) and the spread line (--text-xs). */
  readonly numberSize: number;
  readonly labelSize: number;
}

/** Values used when a token is missing (the tokens' own values). */
const FALLBACK: BookTheme = {
  surface: '#111821',
  surface2: '#16202b',
  hover: '#1f2d3a',
  border: '#223040',
  text: '#e6edf3',
  muted: '#8b9bb0',
  faint: '#5d6e82',
  warning: '#f5a524',
  bidStrong: '#4ade80',
  askStrong: '#f87171',
  bidDepth: 'rgb(34 197 94 / 13%)',
  askDepth: 'rgb(240 82 82 / 13%)',
  bidFlash: 'rgb(34 197 94 / 38%)',
  askFlash: 'rgb(240 82 82 / 38%)',
  mono: 'monospace',
  sans: 'sans-serif',
  numberSize: 12,
  labelSize: 11,
};

const TOKENS: Readonly<Record<keyof BookTheme, string>> = {
  surface: '--bg-surface',
  surface2: '--bg-surface-2',
  hover: '--bg-hover',
  border: '--border',
  text: '--text',
  muted: '--text-muted',
  faint: '--text-faint',
  warning: '--warning',
  bidStrong: '--bid-strong',
  askStrong: '--ask-strong',
  bidDepth: '--bid-depth',
  askDepth: '--ask-depth',
  bidFlash: '--bid-flash',
  askFlash: '--ask-flash',
  mono: '--font-mono',
  sans: '--font-sans',
  numberSize: '--text-sm',
  labelSize: '--text-xs',
};

/** The theme as `read(token)` gives it (getComputedStyle(el).getPropertyValue in the page). */
export function bookTheme(read: (token: string) => string): BookTheme {
  const out: Record<string, string | number> = {};
  for (const key of Object.keys(TOKENS) as (keyof BookTheme)[]) {
    const value = read(TOKENS[key]).trim();
    const fallback = FALLBACK[key];
    if (typeof fallback === 'number') {
      const px = Number.parseFloat(value);
      out[key] = Number.isFinite(px) && px > 0 ? px : fallback;
    } else {
      out[key] = value === '' ? fallback : value;
    }
  }
  return out as unknown as BookTheme;
}

export function readBookTheme(el: Element): BookTheme {
  const style = getComputedStyle(el);
  return bookTheme((token) => style.getPropertyValue(token));
}
