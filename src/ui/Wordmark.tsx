// The product mark: a teal glyph and the "Desk" wordmark.
export function Wordmark({ size = 'md' }: { readonly size?: 'md' | 'lg' }) {
  const px = size === 'lg' ? 30 : 22;
  return (
    <span className={`wordmark wordmark-${size}`}>
      <svg width={px} height={px} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--accent)" />
        <path
          d="M9 22V10h6.2c4.3 0 7.3 2.4 7.3 6s-3 6-7.3 6H9z"
          fill="none"
          stroke="var(--text-on-accent)"
          strokeWidth="2.6"
          strokeLinejoin="round"
        />
        <path d="M14 16h4" stroke="var(--text-on-accent)" strokeWidth="2.6" strokeLinecap="round" />
      </svg>
      <span className="wordmark-text">Desk</span>
    </span>
  );
}
