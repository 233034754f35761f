import { describe, expect, test } from '@rstest/core';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ICON_DIRS, PNG_SIZE, SOURCES_FILE, svgHash } from './pngSources';

const root = path.resolve(import.meta.dirname, '../..');

/** Width and height from a PNG's header (the IHDR chunk follows the 8-byte signature). */
function pngSize(file: string): [number, number] {
  const png = readFileSync(file);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe.each(ICON_DIRS)('the drawings of %s', (dir) => {
  const folder = path.join(root, dir);
  const svgs = readdirSync(folder).filter((file) => file.endsWith('.svg'));
  const sources = JSON.parse(readFileSync(path.join(folder, SOURCES_FILE), 'utf8')) as Record<string, string>;

  test('each has a PNG drawn from it as it is now (run tools/icons/rasterize.ts after changing one)', () => {
    expect(svgs.length).toBeGreaterThan(0);
    expect(Object.keys(sources).sort()).toEqual([...svgs].sort());
    for (const svg of svgs) {
      expect(sources[svg], svg).toBe(svgHash(readFileSync(path.join(folder, svg), 'utf8')));
      const png = path.join(folder, svg.replace(/\.svg$/, '.png'));
      expect(existsSync(png), png).toBe(true);
      expect(pngSize(png), png).toEqual([PNG_SIZE, PNG_SIZE]);
    }
  });
});

// Chromium builds a document of its own for every SVG image (parsed, styled and laid out on the main thread during
// the page's first style recalculation and paint): 3 ms for the first on the bench machine, 1.5 for each further
// one, four times that in Lighthouse. Stylesheets draw with the PNGs.
test('no stylesheet of the apps or libraries uses an SVG image', () => {
  const stylesheets = ['libs', 'shell', 'remotes'].flatMap((top) =>
    readdirSync(path.join(root, top), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css') && !/(^|\/)(node_modules|dist)\//.test(file))
      .map((file) => path.join(top, file)),
  );
  expect(stylesheets.length).toBeGreaterThan(30);
  for (const file of stylesheets) {
    const css = readFileSync(path.join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(css, file).not.toMatch(/url\(\s*['"]?(data:image\/svg|[^'")]*\.svg\b)/);
  }
});
