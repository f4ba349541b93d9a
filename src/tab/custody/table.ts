// Native custody tables (spec 3.7, 4): each of transactions, pending requests, pending staking
// requests, accounts and vaults holds items, total, page, createdItem, selectedItem and
// updatedItem. An update merges into the list, the selected item and the created item that
// share its id or uuid (R-CUST-8). Nested updates go through immer, as docs/architecture.md
// assigns it. Framework-free.
import { produce } from 'immer';

/** What a table row must carry to be matched. */
export interface Identified {
  readonly id: string;
  readonly uuid?: string | null;
}

export interface CustodyTable<T extends Identified> {
  readonly items: readonly T[];
  readonly total: number;
  readonly page: number;
  readonly createdItem: T | null;
  readonly selectedItem: T | null;
  readonly updatedItem: T | null;
}

export function emptyTable<T extends Identified>(): CustodyTable<T> {
  return {
    items: [],
    total: 0,
    page: 1,
    createdItem: null,
    selectedItem: null,
    updatedItem: null,
  };
}

/** Same row: equal id, or equal non-empty uuid. */
export function sameItem(a: Identified, b: Identified): boolean {
  if (a.id === b.id) return true;
  return a.uuid !== undefined && a.uuid !== null && a.uuid !== '' && a.uuid === b.uuid;
}

/** A loaded page replaces the list; the selected and created items take their fresh rows. */
export function loadPage<T extends Identified>(
  table: CustodyTable<T>,
  page: { readonly items: readonly T[]; readonly total: number; readonly page: number },
): CustodyTable<T> {
  const next = produce(table, (draft) => {
    const d = draft as unknown as Writable<T>;
    d.items = [...page.items];
    d.total = page.total;
    d.page = page.page;
  });
  return page.items.reduce((t, item) => mergeInto(t, item, false), next);
}

/** The table as immer's draft lets it be written (generic drafts do not type-check). */
interface Writable<T> {
  items: T[];
  total: number;
  page: number;
  createdItem: T | null;
  selectedItem: T | null;
  updatedItem: T | null;
}

function mergeInto<T extends Identified>(
  table: CustodyTable<T>,
  update: T,
  record: boolean,
): CustodyTable<T> {
  return produce(table, (draft) => {
    const d = draft as unknown as Writable<T>;
    d.items.forEach((item, i) => {
      if (sameItem(item, update)) d.items[i] = { ...item, ...update };
    });
    if (d.selectedItem !== null && sameItem(d.selectedItem, update))
      d.selectedItem = { ...d.selectedItem, ...update };
    if (d.createdItem !== null && sameItem(d.createdItem, update))
      d.createdItem = { ...d.createdItem, ...update };
    if (record) d.updatedItem = { ...update };
  });
}

/** An update (a live event's row, a mutation's answer) merges wherever its id or uuid is. */
export function applyUpdate<T extends Identified>(
  table: CustodyTable<T>,
  update: T,
): CustodyTable<T> {
  return mergeInto(table, update, true);
}

export function selectItem<T extends Identified>(
  table: CustodyTable<T>,
  item: T | null,
): CustodyTable<T> {
  return produce(table, (draft) => {
    (draft as unknown as Writable<T>).selectedItem = item;
  });
}

/** A row the user just made (a send, a stake): shown as created until the list has it. */
export function setCreated<T extends Identified>(
  table: CustodyTable<T>,
  item: T | null,
): CustodyTable<T> {
  return produce(table, (draft) => {
    (draft as unknown as Writable<T>).createdItem = item;
  });
}
