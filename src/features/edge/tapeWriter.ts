// The trade tape written straight into the DOM, without React: prints never change once made,
// so a new frame prepends the new prints' rows and drops the ones that fell off the end; the
// rows already shown are not touched (no reconciliation, no text rewritten). A tape that is not
// the old one shifted (a resync, another market) is rebuilt.
export interface TapeRow {
  readonly id: string;
  readonly side: 'BUY' | 'SELL';
  readonly price: string;
  readonly size: string;
  readonly time: string;
}

export class TapeWriter {
  private ids: string[] = [];

  constructor(private readonly body: HTMLElement) {}

  /** Rows newest first, as TradesState holds them. Returns how many rows were created. */
  write(rows: readonly TapeRow[]): number {
    const shift = this.ids.length === 0 ? -1 : rows.findIndex((r) => r.id === this.ids[0]);
    const keeps =
      shift >= 0 &&
      this.ids.every((id, j) => shift + j >= rows.length || rows[shift + j]?.id === id);
    if (!keeps) {
      this.body.replaceChildren(...rows.map((r) => this.row(r)));
      this.ids = rows.map((r) => r.id);
      return rows.length;
    }
    if (shift > 0) this.body.prepend(...rows.slice(0, shift).map((r) => this.row(r)));
    while (this.body.childElementCount > rows.length) this.body.lastElementChild?.remove();
    this.ids = rows.map((r) => r.id);
    return shift;
  }

  private row(r: TapeRow): HTMLElement {
    const doc = this.body.ownerDocument;
    const el = doc.createElement('div');
    el.className = `edge-tape-row ${r.side === 'BUY' ? 'buy' : 'sell'}`;
    el.dataset['testid'] = 'trade-row';
    el.dataset['side'] = r.side;
    const cell = (text: string, className: string): HTMLElement => {
      const span = doc.createElement('span');
      span.className = className;
      span.textContent = text;
      return span;
    };
    el.append(cell(r.price, 'num price'), cell(r.size, 'num'), cell(r.time, 'num time'));
    return el;
  }
}
