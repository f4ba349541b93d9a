// Where the order ticket and the blotters go. They come with the Edge trading release; until
// then the region says so and offers nothing that looks like it could trade.
export function TicketRegion() {
  return (
    <section
      className="edge-panel edge-reserved edge-ticket"
      data-testid="edge-ticket-region"
      aria-label="Order ticket"
    >
      <div className="edge-panel-head">
        <h2>Order ticket</h2>
      </div>
      <p className="edge-reserved-text">
        The order ticket (buy and sell, order types, limit price) comes with the Edge trading
        release. Market data on this screen is live.
      </p>
    </section>
  );
}

export function BlotterRegion() {
  return (
    <section
      className="edge-panel edge-reserved edge-blotters"
      data-testid="edge-blotter-region"
      aria-label="Open orders and fills"
    >
      <div className="edge-panel-head">
        <h2>Open orders · Fills</h2>
      </div>
      <p className="edge-reserved-text">
        Open orders, order history and fills come with the Edge trading release.
      </p>
    </section>
  );
}
