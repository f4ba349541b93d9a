import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** Where the build's source maps go: beside dist/, never inside what is served (R-SECH-1). */
export const SOURCE_MAPS_DIR = 'dist-sourcemaps';

/** Moves every *.map the build wrote (workers' included) out of dist/ into SOURCE_MAPS_DIR. */
function sourceMapsOutOfDist(): Plugin {
  let outDir = 'dist';
  return {
    name: 'desk-source-maps-out-of-dist',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    buildStart() {
      // Only this build's maps: they must match the bundles in dist/.
      rmSync(SOURCE_MAPS_DIR, { recursive: true, force: true });
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
        );
      for (const file of walk(outDir).filter((f) => f.endsWith('.map'))) {
        const target = join(SOURCE_MAPS_DIR, relative(outDir, file));
        mkdirSync(dirname(target), { recursive: true });
        renameSync(file, target);
      }
    },
  };
}

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
  plugins: [react(), sourceMapsOutOfDist()],
  // 'hidden': maps are written for upload to an error tracker but not referenced by the
  // bundles; they are moved out of dist/ (SOURCE_MAPS_DIR), and the server never serves *.map
  // anyway (issue 21, R-SECH-1).
  build: { outDir: 'dist', sourcemap: 'hidden', chunkSizeWarningLimit: 1024 },
  worker: { format: 'es' },
  server: {
    port: 5173,
    // As the venue serves the build (server/security/headers.ts): cross-origin isolated.
    headers: {
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-embedder-policy': 'require-corp',
    },
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, ws: p === '/stream' }])),
  },
});
