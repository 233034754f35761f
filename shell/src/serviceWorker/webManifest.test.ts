import { describe, expect, test } from '@rstest/core';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const shell = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(shell, 'public/manifest.webmanifest'), 'utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};
const tokens = readFileSync(path.join(shell, '../libs/ui/src/tokens.css'), 'utf8');
const token = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`).exec(tokens)?.[1];

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const bytes = readFileSync(path.join(shell, 'public', file));
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('the web app manifest', () => {
  test('installs DreamPitch as a standalone app that opens at /app', () => {
    expect(manifest).toMatchObject({
      name: 'DreamPitch',
      short_name: 'DreamPitch',
      start_url: '/app',
      display: 'standalone',
    });
  });

  test('takes its colours from the design tokens', () => {
    expect(manifest.theme_color).toBe(token('dp-color-primary'));
    expect(manifest.background_color).toBe(token('dp-color-bg'));
  });

  test('lists 192 and 512 px icons, one maskable, each a PNG of the size it claims', () => {
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const [width, height] = pngSize(icon.src);
      expect(`${width}x${height}`).toBe(icon.sizes);
      expect(icon.type).toBe('image/png');
    }
  });

  test('the HTML links it, with the tags iOS reads instead', () => {
    const html = readFileSync(path.join(shell, 'src/index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    expect(pngSize('icons/apple-touch-icon.png')).toEqual([180, 180]);
    expect(html).toContain('<meta name="apple-mobile-web-app-capable" content="yes" />');
  });
});
