// The recent private updates a gateway has passed on, per subaccount, so that a client that
// lost its socket (its gateway died, the network dropped) is sent what it missed by sequence
// instead of reloading over REST (docs/stream-protocol.md "Resuming private topics").
//
// A subaccount's seq rises by exactly one per commit, and every commit reaches the gateway as
// one update (PrivateUpdate), so the tail knows precisely from which seq on it holds every
// commit: a replay is given only when it is complete, otherwise the client reloads as before.
import { SharedMessage } from './batch';
import type { PrivateChannel, PrivateUpdate } from './private-topics';

export interface PrivateTailLimits {
  /** Updates kept per subaccount; older ones are let go (a replay from before them is refused). */
  readonly privateTailUpdates: number;
  /** Subaccounts kept; the one least recently updated is let go first. */
  readonly privateTailSubaccounts: number;
  /** Message bytes kept in all; past it, the subaccounts least recently updated are let go. */
  readonly privateTailBytes: number;
}

/** An update as the gateway sends it: each message encoded once, shared by every socket. */
export interface HeldUpdate {
  readonly seq: number;
  readonly committed: boolean;
  readonly entries: readonly {
    readonly channel: PrivateChannel;
    readonly message: SharedMessage;
  }[];
}

interface Held {
  readonly updates: HeldUpdate[];
  /** Message bytes of `updates`. */
  bytes: number;
  /** Every committed update with seq >= this is in `updates`. */
  completeFrom: number;
  /** The seq of the last update taken. */
  lastSeq: number;
}

export interface PrivateReplay {
  /** The subaccount's seq once the units are applied. */
  readonly seq: number;
  /** The channel's messages of each update after the client's seq: one frame each. */
  readonly units: readonly (readonly SharedMessage[])[];
}

const bytesOf = (update: HeldUpdate): number =>
  update.entries.reduce((n, e) => n + e.message.bytes.length, 0);

export class PrivateTail {
  private readonly held = new Map<number, Held>();
  private bytes = 0;

  constructor(private readonly limits: PrivateTailLimits) {}

  /** Takes an update in the order the gateway got it; returns it as the sockets get it. */
  record(update: PrivateUpdate): HeldUpdate {
    const unit: HeldUpdate = {
      seq: update.seq,
      committed: update.committed,
      entries: update.entries.map((e) => ({
        channel: e.channel,
        message: new SharedMessage(e.bytes),
      })),
    };
    const sub = update.subaccountId;
    let held = this.held.get(sub);
    if (held !== undefined) this.held.delete(sub); // re-inserted: most recently updated last
    const expected = held === undefined ? null : unit.committed ? held.lastSeq + 1 : held.lastSeq;
    if (held === undefined || unit.seq !== expected) {
      // A first update, or one that does not follow: a commit missed (a gap), or sequences that
      // went back (another database). What came before proves nothing about what follows.
      this.bytes -= held?.bytes ?? 0;
      held = {
        updates: [],
        bytes: 0,
        completeFrom: unit.committed ? unit.seq : unit.seq + 1,
        lastSeq: 0,
      };
    }
    const size = bytesOf(unit);
    held.updates.push(unit);
    held.bytes += size;
    this.bytes += size;
    held.lastSeq = unit.seq;
    if (held.updates.length > this.limits.privateTailUpdates) {
      const dropped = held.updates.shift()!;
      const droppedSize = bytesOf(dropped);
      held.bytes -= droppedSize;
      this.bytes -= droppedSize;
      held.completeFrom = Math.max(held.completeFrom, dropped.seq + 1);
    }
    this.held.set(sub, held);
    // Let go of whole subaccounts, least recently updated first (never the one just taken).
    while (
      this.held.size > 1 &&
      (this.held.size > this.limits.privateTailSubaccounts ||
        this.bytes > this.limits.privateTailBytes)
    ) {
      const [oldest, gone] = this.held.entries().next().value!;
      this.held.delete(oldest);
      this.bytes -= gone.bytes;
    }
    return unit;
  }

  /**
   * What a client holding `channel` of the subaccount up to `fromSeq` missed, or null when this
   * gateway cannot prove it holds all of it (updates let go, a gap, or a client ahead of it).
   */
  replay(subaccountId: number, channel: PrivateChannel, fromSeq: number): PrivateReplay | null {
    const held = this.held.get(subaccountId);
    if (held === undefined || fromSeq + 1 < held.completeFrom || fromSeq > held.lastSeq)
      return null;
    const units: SharedMessage[][] = [];
    for (const update of held.updates) {
      if (update.seq <= fromSeq) continue;
      const messages = update.entries.filter((e) => e.channel === channel).map((e) => e.message);
      if (messages.length > 0) units.push(messages);
    }
    return { seq: held.lastSeq, units };
  }

  /** Subaccounts held (for tests and metrics). */
  get size(): number {
    return this.held.size;
  }

  /** Message bytes held (for tests and metrics). */
  get heldBytes(): number {
    return this.bytes;
  }
}
