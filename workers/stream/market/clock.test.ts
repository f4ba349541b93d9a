import { describe, expect, it } from 'vitest';
import { FakeTime } from '../../core/testing/fakes';
import { ClockSync, effectiveOffset, RESAMPLE_EVERY } from './clock';

/** A server whose clock runs `skew` ahead; each sample takes the next round trip. */
function setup(skew: number, roundTrips: number[]) {
  const time = new FakeTime();
  const rounds: boolean[] = [];
  let call = 0;
  const sync = new ClockSync({
    clock: time,
    timers: time,
    fetchServerTime: async () => {
      const rtt = roundTrips[call++ % roundTrips.length] ?? 0;
      if (rtt < 0) throw new TypeError('Failed to fetch');
      // The server reads its clock halfway; the answer lands after the whole trip.
      const sentAt = time.now();
      const serverTime = sentAt + rtt / 2 + skew;
      await time.advance(rtt);
      return serverTime;
    },
    onRound: (ok) => rounds.push(ok),
  });
  return { time, sync, rounds };
}

describe('R-CORE-20 ClockSync', () => {
  it('keeps the offset of the lowest round trip', async () => {
    // Asymmetric noise: the sample with rtt 10 is the accurate one (skew 1000).
    const { sync } = setup(1_000, [400, 10, 250, 90, 600]);
    await sync.round();
    expect(sync.state).toEqual({ offsetMillis: 1_000, bestRoundTripMillis: 10, samples: 5 });
  });

  it('an offset under 200 ms counts as zero', async () => {
    const { sync, time } = setup(150, [20]);
    await sync.round();
    expect(sync.state.offsetMillis).toBe(0);
    expect(sync.serverNow()).toBe(time.now());
    expect(effectiveOffset(-199)).toBe(0);
    expect(effectiveOffset(-200)).toBe(-200);
    expect(effectiveOffset(200.4)).toBe(200);
  });

  it('resamples periodically and the newest round replaces the old estimate', async () => {
    let skew = -5_000;
    const time = new FakeTime();
    const sync = new ClockSync({
      clock: time,
      timers: time,
      fetchServerTime: async () => time.now() + skew,
      onRound: () => undefined,
      samplesPerRound: 3,
    });
    sync.start();
    await time.advance(0);
    expect(sync.state.offsetMillis).toBe(-5_000);
    skew = 2_500; // the local clock was corrected meanwhile
    await time.advance(RESAMPLE_EVERY);
    expect(sync.state).toEqual({ offsetMillis: 2_500, bestRoundTripMillis: 0, samples: 6 });
    sync.stop();
    expect(time.pending).toBe(0);
  });

  it('failed samples are skipped; a round with none reports failure and keeps the old offset', async () => {
    const { sync, rounds } = setup(3_000, [-1, 30, -1]);
    await sync.round();
    expect(sync.state).toEqual({ offsetMillis: 3_000, bestRoundTripMillis: 30, samples: 2 });
    const failing = setup(0, [-1]);
    await failing.sync.round();
    expect(failing.rounds).toEqual([false]);
    expect(failing.sync.state).toEqual({ offsetMillis: 0, bestRoundTripMillis: null, samples: 0 });
    expect(rounds).toEqual([true]);
  });

  it('R-STREAM-5 a stream pong with a lower round trip refines the offset between rounds', async () => {
    const { sync } = setup(1_000, [80]);
    await sync.round();
    expect(sync.state).toEqual({ offsetMillis: 1_000, bestRoundTripMillis: 80, samples: 5 });
    // A pong sent at 10 000 answered within 20 ms by a server clock 1 300 ahead.
    sync.offer({ sentAt: 10_000, serverTime: 10_010 + 1_300, receivedAt: 10_020 });
    expect(sync.state).toEqual({ offsetMillis: 1_300, bestRoundTripMillis: 20, samples: 6 });
    // A slower pong does not replace it; nonsense is ignored.
    sync.offer({ sentAt: 20_000, serverTime: 99_999, receivedAt: 20_050 });
    sync.offer({ sentAt: 30_000, serverTime: Number.NaN, receivedAt: 30_001 });
    sync.offer({ sentAt: 40_010, serverTime: 1, receivedAt: 40_000 });
    expect(sync.state).toEqual({ offsetMillis: 1_300, bestRoundTripMillis: 20, samples: 6 });
  });
});
