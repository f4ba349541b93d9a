import { describe, expect, it } from 'vitest';
import { closeFlow, isOpen, NO_FLOW, openFlow, setKeyModal } from './flows';
import {
  applyUpdate,
  emptyTable,
  loadPage,
  selectItem,
  setCreated,
  type CustodyTable,
} from './table';

interface Row {
  readonly id: string;
  readonly uuid: string | null;
  readonly status: string;
}

const row = (id: string, uuid: string | null, status: string): Row => ({ id, uuid, status });

describe('custody tables', () => {
  it('R-CUST-8: an update merges into the list, the selected item and the created item that share its id or uuid', () => {
    let t: CustodyTable<Row> = loadPage(emptyTable<Row>(), {
      items: [row('ct-1', 'u-1', 'requested'), row('ct-2', 'u-2', 'completed')],
      total: 2,
      page: 1,
    });
    t = selectItem(t, t.items[0] ?? null);
    // The created item is known by uuid only (made before the list had its id).
    t = setCreated(t, row('pending', 'u-1', 'requested'));
    const before = t;
    t = applyUpdate(t, row('ct-1', 'u-1', 'completed'));
    expect(t.items.map((r) => r.status)).toEqual(['completed', 'completed']);
    expect(t.selectedItem?.status).toBe('completed');
    expect(t.createdItem).toEqual(row('ct-1', 'u-1', 'completed'));
    expect(t.updatedItem).toEqual(row('ct-1', 'u-1', 'completed'));
    // immer: the previous state is untouched, unchanged rows keep their identity.
    expect(before.items[0]?.status).toBe('requested');
    expect(t.items[1]).toBe(before.items[1]);
  });

  it('R-CUST-8: an update matching nothing changes no row; a loaded page refreshes the selected row', () => {
    let t = loadPage(emptyTable<Row>(), { items: [row('a', null, 'x')], total: 1, page: 1 });
    t = selectItem(t, t.items[0] ?? null);
    const other = applyUpdate(t, row('b', null, 'y'));
    expect(other.items).toEqual(t.items);
    expect(other.selectedItem).toEqual(row('a', null, 'x'));
    const reloaded = loadPage(t, { items: [row('a', null, 'z')], total: 1, page: 1 });
    expect(reloaded.selectedItem?.status).toBe('z');
    // Null uuids never match each other.
    const nulls = applyUpdate(t, row('c', null, 'q'));
    expect(nulls.selectedItem?.status).toBe('x');
  });
});

describe('custody flows', () => {
  const pre = { accountId: 3, network: 'BTC', vaultId: 7 };

  it('R-CUST-9: receive, send and transfer are mutually exclusive, each with its preselection; closing clears it', () => {
    let s = openFlow(NO_FLOW, 'receive', pre);
    expect(isOpen(s, 'receive')).toBe(true);
    s = openFlow(s, 'send', { ...pre, network: 'ERC20' });
    expect(isOpen(s, 'receive')).toBe(false);
    expect(isOpen(s, 'send')).toBe(true);
    expect(s.preselection).toEqual({ accountId: 3, network: 'ERC20', vaultId: 7 });
    s = setKeyModal(s, true);
    expect(s.keyModal).toBe(true);
    s = openFlow(s, 'transfer', pre);
    expect(s.keyModal).toBe(false);
    expect(setKeyModal(s, true).keyModal).toBe(false);
    s = closeFlow(s);
    expect(s).toEqual(NO_FLOW);
  });
});
