// A single-writer ring of fixed-size slots in one SharedArrayBuffer. The writer fills the next
// slot (wrapping round) and hands out a reference (slot, stamp); a reader copies the slot out
// and keeps the copy only if the slot still carries that stamp before and after the copy, so
// a slot being written (torn) or already reused for a later write (a slow reader) is detected
// and the read answers null: the reader then asks for the data another way (docs/data-core.md
// "Shared ring"). A sequence lock: stamps are read and written with Atomics, the payload with
// plain typed-array accesses between them.
//
// Layout: Int32 control words [magic, slots, slotLength, 0, stamp of slot 0 … slot n−1], padded
// to 8 bytes, then per slot one Float64 (the used length) and slotLength Float64 values.

const MAGIC = 0x52494e47; // "RING"
const CONTROL = 4;
/** A slot being written. */
const BUSY = -1;
/** Stamps are the write number modulo this, plus 1 (0 = never written). */
const STAMP_PERIOD = 2 ** 30;

/** Where a write went: the reader's key to it. */
export interface RingRef {
  readonly slot: number;
  readonly stamp: number;
}

export interface RingGeometry {
  readonly slots: number;
  /** Float64 values a slot holds. */
  readonly slotLength: number;
}

function views(buffer: SharedArrayBuffer): {
  control: Int32Array;
  data: Float64Array;
  geometry: RingGeometry;
} {
  const head = new Int32Array(buffer, 0, CONTROL);
  if (head[0] !== MAGIC) throw new Error('not a slot ring');
  const slots = head[1] as number;
  const slotLength = head[2] as number;
  const controlBytes = Math.ceil(((CONTROL + slots) * 4) / 8) * 8;
  return {
    control: new Int32Array(buffer, 0, CONTROL + slots),
    data: new Float64Array(buffer, controlBytes, slots * (slotLength + 1)),
    geometry: { slots, slotLength },
  };
}

/** The writer's side (one per ring). */
export class SlotRingWriter {
  readonly buffer: SharedArrayBuffer;
  readonly geometry: RingGeometry;
  private readonly control: Int32Array;
  private readonly data: Float64Array;
  private writes = 0;

  constructor(geometry: RingGeometry) {
    const { slots, slotLength } = geometry;
    if (!Number.isInteger(slots) || slots < 2 || !Number.isInteger(slotLength) || slotLength < 1)
      throw new Error('slot ring: at least 2 slots of at least 1 value');
    const controlBytes = Math.ceil(((CONTROL + slots) * 4) / 8) * 8;
    this.buffer = new SharedArrayBuffer(controlBytes + slots * (slotLength + 1) * 8);
    const head = new Int32Array(this.buffer, 0, CONTROL);
    head[1] = slots;
    head[2] = slotLength;
    Atomics.store(head, 0, MAGIC);
    const v = views(this.buffer);
    this.control = v.control;
    this.data = v.data;
    this.geometry = v.geometry;
  }

  /** Writes made so far (the next write's number). */
  get written(): number {
    return this.writes;
  }

  /** Whether the write numbered `write` is still at least half a ring away from being reused. */
  isFresh(write: number): boolean {
    return this.writes - write <= this.geometry.slots / 2;
  }

  /**
   * Writes `parts` one after another into the next slot. Null (and nothing written) when they
   * do not fit in a slot. `write` is the write's number, for isFresh.
   */
  write(parts: readonly ArrayLike<number>[]): (RingRef & { readonly write: number }) | null {
    let length = 0;
    for (const p of parts) length += p.length;
    const { slots, slotLength } = this.geometry;
    if (length > slotLength) return null;
    const write = this.writes++;
    const slot = write % slots;
    const stamp = (write % STAMP_PERIOD) + 1;
    Atomics.store(this.control, CONTROL + slot, BUSY);
    const base = slot * (slotLength + 1);
    this.data[base] = length;
    let o = base + 1;
    for (const p of parts) {
      this.data.set(p, o);
      o += p.length;
    }
    Atomics.store(this.control, CONTROL + slot, stamp);
    return { slot, stamp, write };
  }
}

/** A reader's side: any number of readers over the writer's buffer. */
export class SlotRingReader {
  private readonly control: Int32Array;
  private readonly data: Float64Array;
  readonly geometry: RingGeometry;

  constructor(buffer: SharedArrayBuffer) {
    const v = views(buffer);
    this.control = v.control;
    this.data = v.data;
    this.geometry = v.geometry;
  }

  /** A copy of what the write `ref` put in its slot; null if the slot was reused or is busy. */
  read(ref: RingRef): Float64Array | null {
    const { slots, slotLength } = this.geometry;
    const { slot, stamp } = ref;
    if (!Number.isInteger(slot) || slot < 0 || slot >= slots || stamp < 1) return null;
    if (Atomics.load(this.control, CONTROL + slot) !== stamp) return null;
    const base = slot * (slotLength + 1);
    const length = this.data[base] as number;
    if (!(length >= 0 && length <= slotLength && Number.isInteger(length))) return null;
    const copy = this.data.slice(base + 1, base + 1 + length);
    // Written again while we copied: the copy may mix two writes.
    if (Atomics.load(this.control, CONTROL + slot) !== stamp) return null;
    return copy;
  }
}
