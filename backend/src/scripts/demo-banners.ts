// Run by build.mjs: draws the demo listings' banners into dist/demo-banners, which the demo seed
// of the built server copies instead of drawing them at first start (db/seed/banners.ts).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bannerFile, DEMO_BANNERS, demoBanners, drawBanner } from '../db/seed/banners';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', DEMO_BANNERS);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const banners = demoBanners();
for (const { category, seed } of banners) {
  writeFileSync(bannerFile(dir, category, seed), drawBanner(category, seed));
}
console.info(
  `backend: drew ${banners.length} demo banners into ${path.relative(process.cwd(), dir)}`,
);
