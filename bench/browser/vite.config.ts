// Bench-only pages (bench/browser/pages), built into bench/out/dist/bench and served under
// /bench/ next to the product build: the same origin as the venue, so the pages reach the
// product's data core and stream. Run by bench/browser/build.ts, never by the product build.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (p: string): string => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here('./pages'),
  base: '/bench/',
  plugins: [react()],
  logLevel: 'warn',
  worker: { format: 'es' },
  build: {
    outDir: process.env.BENCH_OUT_DIR
      ? `${process.env.BENCH_OUT_DIR}/bench`
      : here('../out/dist/bench'),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 4096,
    rollupOptions: {
      input: {
        tab: here('./pages/tab.html'),
        naive: here('./pages/naive.html'),
        s2: here('./pages/transport.html'),
        s6: here('./pages/book-rows.html'),
        s7: here('./pages/candles.html'),
        s8: here('./pages/ingest.html'),
      },
    },
  },
});
