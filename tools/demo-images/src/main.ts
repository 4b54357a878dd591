// Draws one catalogue illustration per demo plant into apps/server/assets/demo-images/<plant.image>.
// Run from the repo root:  npm run demo-images [-- name-filter]
// Every picture is an SVG built in code (no text, no fonts, nothing downloaded) and rendered by sharp to an
// 800×800 WebP. Randomness comes from a PRNG seeded with the plant name, so the output is deterministic.
// Re-run after adding or renaming a plant in apps/server/src/db/seed/demo-catalog.ts and commit the images.

import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_IMAGES_DIR, DEMO_PLANTS } from '@verdant/server/demo-catalog';
import sharp from 'sharp';
import { render } from './render.ts';

async function main(): Promise<void> {
  const filter = process.argv[2]?.toLowerCase();
  mkdirSync(DEMO_IMAGES_DIR, { recursive: true });
  const names = new Set<string>();
  for (const p of DEMO_PLANTS) {
    if (names.has(p.image)) throw new Error(`Duplicate image name ${p.image}`);
    names.add(p.image);
    if (filter && !p.image.includes(filter) && !p.plant_name.toLowerCase().includes(filter)) continue;
    const svg = await render(p);
    if (process.env.DUMP_SVG) console.log(svg);
    await sharp(Buffer.from(svg)).webp({ quality: 78 }).toFile(join(DEMO_IMAGES_DIR, p.image));
  }
  let total = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  for (const file of readdirSync(DEMO_IMAGES_DIR)) {
    if (!file.endsWith('.webp')) continue;
    const size = statSync(join(DEMO_IMAGES_DIR, file)).size;
    total += size;
    min = Math.min(min, size);
    max = Math.max(max, size);
  }
  console.log(
    `${names.size} plants; images total ${(total / 1024).toFixed(0)} KB (min ${(min / 1024).toFixed(1)} KB, max ${(max / 1024).toFixed(1)} KB)`,
  );
}

await main();
