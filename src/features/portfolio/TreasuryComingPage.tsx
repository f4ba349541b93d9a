// Portfolio → Treasury management: the rules (spec 3.8) are not built yet; the page says so
// instead of showing anything that does not work.
export function TreasuryComingPage() {
  return (
    <section className="card pf-state" data-testid="portfolio-treasury-coming">
      <h2 className="pf-card-title">Treasury management is coming</h2>
      <p className="muted">
        Rules that keep balances where you want them (thresholds, ranges, sweeps and top-ups on a
        schedule, approved by a second person) are not available yet. Nothing is scheduled from this
        page.
      </p>
    </section>
  );
}

export default TreasuryComingPage;
