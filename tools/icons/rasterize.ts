/**
 * `npx tsx tools/icons/rasterize.ts`: draws every icon SVG (ICON_DIRS) as a PNG beside it, PNG_SIZE pixels square,
 * and records each SVG's hash in `png-sources.json` so a test can tell when a drawing changed without its PNG. The
 * stylesheets use the PNGs: Chromium gives every SVG image a document of its own (parsed, styled and laid out on the
 * main thread while the page's first style recalculation and paint run: about 3 ms for the first on the bench
 * machine and 1.5 ms for each further one, four times that in Lighthouse), where a PNG is only decoded, off the main
 * thread. 4-bit indexed PNGs (png.ts), as the HTML inlines the icons of a page's first view. Run it after adding or
 * changing a drawing; it uses /usr/bin/chromium.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { indexedPng, MASK_PALETTE, twoColourPalette } from './png';
import { ICON_DIRS, PNG_SIZE, SOURCES_FILE, svgHash } from './pngSources';

const root = path.resolve(import.meta.dirname, '../..');
// The brand mark is drawn in two colours (libs/ui/src/brand/ball-mark.svg); every other drawing is a mask.
const NAVY = [0x0f, 0x1b, 0x2d] as const;
const WHITE = [0xff, 0xff, 0xff] as const;
const paletteOf = (dir: string) => (dir.endsWith('/brand') ? twoColourPalette(NAVY, WHITE) : MASK_PALETTE);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
for (const dir of ICON_DIRS) {
  const folder = path.join(root, dir);
  const sources: Record<string, string> = {};
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.svg'))
    .sort()) {
    const svg = readFileSync(path.join(folder, file), 'utf8');
    const data = await page.evaluate(
      async ({ src, size }) => {
        const image = new Image(size, size);
        image.src = src;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = size;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0, size, size);
        return Array.from(context.getImageData(0, 0, size, size).data);
      },
      { src: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, size: PNG_SIZE },
    );
    const png = indexedPng({ width: PNG_SIZE, height: PNG_SIZE, data }, paletteOf(dir));
    writeFileSync(path.join(folder, file.replace(/\.svg$/, '.png')), png);
    sources[file] = svgHash(svg);
  }
  writeFileSync(path.join(folder, SOURCES_FILE), `${JSON.stringify(sources, null, 2)}\n`);
  process.stdout.write(`rasterize: ${Object.keys(sources).length} drawings in ${dir}\n`);
}
await browser.close();
