// @vitest-environment jsdom
// The blotter table's DOM rows are pooled slots: a row keeps its node while shown, a row coming
// into view reuses the node of one that left (bench S6c), and the row order stays readable.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { assignSlots, pinnedOffsets, RowIdentity, VirtualTable, type Column } from './VirtualTable';
import { renderWithShell } from './testShell';

afterEach(cleanup);

interface Item {
  readonly id: string;
  readonly qty: string;
}

const COLUMNS: Column<Item>[] = [
  { id: 'id', label: 'Id', width: 60, render: (r) => r.id, sortValue: (r) => r.id },
  { id: 'qty', label: 'Qty', width: 60, align: 'right', render: (r) => r.qty },
];

const table = (rows: readonly Item[]) => (
  <VirtualTable
    table="vt-test"
    columns={COLUMNS}
    rows={rows}
    rowKey={(r) => r.id}
    rowTestId="vt-test-row"
    rowProps={(r) => ({ 'data-id': r.id })}
    empty="Nothing"
  />
);

const items = (ids: readonly string[]): Item[] => ids.map((id) => ({ id, qty: `${id}.5` }));
const shownIds = () =>
  screen.getAllByTestId('vt-test-row').map((r) => r.getAttribute('data-id') ?? '');

describe('assignSlots', () => {
  it('keeps the slot of a row still shown and gives rows coming into view the freed ones', () => {
    const first = assignSlots(new Map(), ['a', 'b', 'c', 'd']);
    expect([...first]).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 2],
      ['d', 3],
    ]);
    // Scrolled by two rows: c and d keep theirs, e and f reuse a's and b's.
    const next = assignSlots(first, ['c', 'd', 'e', 'f']);
    expect([...next]).toEqual([
      ['c', 2],
      ['d', 3],
      ['e', 0],
      ['f', 1],
    ]);
  });

  it('reuses every slot on a jump and stays below the number of rows shown', () => {
    const jumped = assignSlots(assignSlots(new Map(), ['a', 'b', 'c']), ['w', 'x', 'y', 'z']);
    expect([...jumped.values()].sort()).toEqual([0, 1, 2, 3]);
  });
});

describe('VirtualTable rows', () => {
  it('shows rows in order with their row index after the header', () => {
    renderWithShell(table(items(['a', 'b', 'c'])));
    expect(shownIds()).toEqual(['a', 'b', 'c']);
    const rows = screen.getAllByTestId('vt-test-row');
    expect(rows.map((r) => r.getAttribute('aria-rowindex'))).toEqual(['2', '3', '4']);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '4');
  });

  it('a row keeps its node when another arrives above it, and rows stay in order', () => {
    const view = renderWithShell(table(items(['b', 'c'])));
    const [b, c] = screen.getAllByTestId('vt-test-row');
    view.rerender(table(items(['a', 'b', 'c'])));
    const after = screen.getAllByTestId('vt-test-row');
    expect(shownIds()).toEqual(['a', 'b', 'c']);
    expect(after[1]).toBe(b);
    expect(after[2]).toBe(c);
    expect(after[0]).toHaveTextContent('a.5');
    expect(after.map((r) => r.getAttribute('aria-rowindex'))).toEqual(['2', '3', '4']);
  });

  it('a row leaving the rows frees its node for the next row shown', () => {
    const view = renderWithShell(table(items(['a', 'b'])));
    const [a] = screen.getAllByTestId('vt-test-row');
    view.rerender(table(items(['b', 'c'])));
    // c takes a's slot: the same DOM node, rewritten.
    expect(shownIds()).toEqual(['b', 'c']);
    expect(screen.getAllByTestId('vt-test-row')[1]).toBe(a);
  });

  it('with row identity, a row keeps its node when another arrives above it', () => {
    const tree = (rows: readonly Item[]) => (
      <RowIdentity.Provider value="row">{table(rows)}</RowIdentity.Provider>
    );
    const view = renderWithShell(tree(items(['b', 'c'])));
    const b = screen.getAllByTestId('vt-test-row')[0];
    view.rerender(tree(items(['a', 'b', 'c'])));
    expect(shownIds()).toEqual(['a', 'b', 'c']);
    expect(screen.getAllByTestId('vt-test-row')[1]).toBe(b);
  });
});

describe('R-SHELL-37 pinned identity columns', () => {
  it('gives the leading run of pinned columns their natural left offset, and only them', () => {
    expect(
      pinnedOffsets([{ pinned: true }, { pinned: true }, {}, { pinned: true }], [76, 80, 40, 30]),
    ).toEqual([12, 96, null, null]);
    expect(pinnedOffsets([{}, { pinned: true }], [50, 50])).toEqual([null, null]);
  });

  it('renders pinned header and row cells sticky at those offsets', () => {
    const pinned: Column<Item>[] = [
      { ...COLUMNS[0]!, pinned: true },
      { id: 'qty2', label: 'Qty 2', width: 60, pinned: true, render: (r) => r.qty },
      COLUMNS[1]!,
    ];
    renderWithShell(
      <VirtualTable
        table="vt-pinned"
        columns={pinned}
        rows={items(['a'])}
        rowKey={(r) => r.id}
        rowTestId="vt-test-row"
        empty="Nothing"
      />,
    );
    const cells = Array.from(screen.getByTestId('vt-test-row').children) as HTMLElement[];
    expect(cells.map((c) => c.classList.contains('vt-pinned'))).toEqual([true, true, false]);
    expect(cells.map((c) => c.style.left)).toEqual(['12px', '80px', '']);
    const heads = screen.getAllByRole('columnheader');
    expect(heads.map((h) => h.style.left)).toEqual(['12px', '80px', '']);
  });
});
