// Generates static protobufjs modules (ES6) and their typings from proto/*.proto.
// Output in proto/gen/ is generated: never edit it by hand; run `npm run proto`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const protoDir = join(root, 'proto');
const genDir = join(protoDir, 'gen');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const files = readdirSync(protoDir)
  .filter((f) => f.endsWith('.proto'))
  .sort()
  .map((f) => join(protoDir, f));

mkdirSync(genDir, { recursive: true });
const js = join(genDir, 'messages.js');
execFileSync(
  bin('pbjs'),
  ['-t', 'static-module', '-w', 'es6', '--no-beautify', '-o', js, ...files],
  {
    stdio: 'inherit',
  },
);
execFileSync(bin('pbts'), ['-o', join(genDir, 'messages.d.ts'), js], { stdio: 'inherit' });
console.log(`proto: generated ${js} from ${files.length} file(s)`);
