import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = `http://localhost:${process.env.API_PORT ?? '8081'}`;
const proxied = [
  '/api',
  '/uapi',
  '/v2/user',
  '/v3',
  '/v4',
  '/time',
  '/healthz',
  '/metrics',
  '/stream',
];

export default defineConfig({
  plugins: [react()],
  // 'hidden': maps are written for upload to an error tracker but not referenced by the
  // bundles, and the server never serves *.map (issue 21, R-SECH-1).
  build: { outDir: 'dist', sourcemap: 'hidden', chunkSizeWarningLimit: 1024 },
  worker: { format: 'es' },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, ws: p === '/stream' }])),
  },
});
