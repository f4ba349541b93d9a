// FAQ product areas (docs/faqs-support.md): the knowledge base's articles grouped by the product
// area their tags name. `/faqs/product-features/{productName}` takes an area key.

export interface FaqArea {
  readonly key: string;
  readonly title: string;
  /** Article tags that put an article in this area (the first area that matches wins). */
  readonly tags: readonly string[];
}

export const FAQ_AREAS: readonly FaqArea[] = [
  { key: 'fusion', title: 'Fusion', tags: ['fusion'] },
  { key: 'edge', title: 'Edge trading', tags: ['edge', 'orders', 'dma'] },
  { key: 'rfq', title: 'RFQ and streaming quotes', tags: ['rfq', 'rfs', 'quotes', 'credit'] },
  { key: 'options', title: 'Options RFQ', tags: ['options'] },
  {
    key: 'portfolio',
    title: 'Portfolio and treasury',
    tags: ['portfolio', 'balances', 'treasury'],
  },
  {
    key: 'wallet',
    title: 'Deposits, withdrawals and transfers',
    tags: ['withdrawal', 'deposit', 'transfer', 'whitelist'],
  },
  { key: 'approvals', title: 'Approvals and administration', tags: ['approval', 'admin'] },
  {
    key: 'account',
    title: 'Account, sign-in and security',
    tags: ['security', 'session', 'account', 'ip'],
  },
  { key: 'assistant', title: 'AI assistant', tags: ['assistant'] },
  { key: 'support', title: 'Support', tags: ['support'] },
  { key: 'general', title: 'General', tags: [] },
];

/** The area key of an article from its tags ('general' when none matches). */
export function faqAreaOf(tags: readonly string[]): string {
  const lower = tags.map((t) => t.toLowerCase());
  return FAQ_AREAS.find((a) => a.tags.some((t) => lower.includes(t)))?.key ?? 'general';
}

export function isFaqArea(key: string): boolean {
  return FAQ_AREAS.some((a) => a.key === key);
}
