// `npm run fonts`: writes the brands' cut-down Latin faces (scripts/lib/latinFonts.mjs says which and why).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { latinFaces, subsetFace } from './lib/latinFonts.mjs';

for (const face of latinFaces) {
  const bytes = await subsetFace(face);
  mkdirSync(dirname(face.output), { recursive: true });
  writeFileSync(face.output, bytes);
  const before = readFileSync(face.source).length;
  console.log(`${face.output}: ${before} -> ${bytes.length} bytes`);
}
