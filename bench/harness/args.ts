// Command line of `npm run bench -- [--quick] [--only S1,S2] [--rounds N] [--out DIR]`.
import type { RunSize } from './types';

export interface BenchArgs {
  readonly size: RunSize;
  /** Scenario ids to run (upper-cased), or null for all. */
  readonly only: readonly string[] | null;
  /** Overrides the measured rounds per pair. */
  readonly rounds: number | null;
  readonly outDir: string;
  /** Also writes bench/results/latest.json and report.html, the copies that get committed. */
  readonly publish: boolean;
}

export const USAGE =
  'usage: npm run bench -- [--quick] [--only S1,S2] [--rounds N] [--out bench/out] [--publish]';

export function parseArgs(argv: readonly string[]): BenchArgs {
  let size: RunSize = 'full';
  let only: string[] | null = null;
  let rounds: number | null = null;
  let outDir = 'bench/out';
  let publish = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [flag, inline] = arg.includes('=') ? arg.split('=', 2) : [arg, undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new Error(`${flag} needs a value\n${USAGE}`);
      return v;
    };
    switch (flag) {
      case '--quick':
        size = 'quick';
        break;
      case '--only':
        only = value()
          .split(',')
          .map((s) => s.trim().toUpperCase())
          .filter((s) => s !== '');
        break;
      case '--rounds': {
        const n = Number(value());
        if (!Number.isInteger(n) || n < 1) throw new Error(`--rounds must be a positive integer`);
        rounds = n;
        break;
      }
      case '--out':
        outDir = value();
        break;
      case '--publish':
        publish = true;
        break;
      case '--help':
      case '-h':
        throw new Error(USAGE);
      default:
        throw new Error(`Unknown option ${arg}\n${USAGE}`);
    }
  }
  return { size, only, rounds, outDir, publish };
}
