// The Chromium scenarios (S3–S8): the real product and server driven through Playwright.
import type { MeasuredScenario } from '../harness/types';
import { s3 } from './s3-core-cpu';
import { s4 } from './s4-tick-to-paint';
import { s5 } from './s5-edge-main-thread';
import { s6 } from './s6-book-rows';
import { s7 } from './s7-candle-ticks';
import { s8 } from './s8-ingest-ceiling';

export const browserScenarios: readonly MeasuredScenario[] = [s3, s4, s5, s6, s7, s8];
