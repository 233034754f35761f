import { expect, test } from '@rstest/core';
import { inflateSync } from 'node:zlib';
import { indexedPng, MASK_PALETTE, twoColourPalette } from './png';

/** The chunks of a PNG by type (each once here). */
function chunks(png: Buffer): Record<'IHDR' | 'PLTE' | 'tRNS' | 'IDAT' | 'IEND', Buffer> {
  const found: Record<string, Buffer> = {};
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    found[png.toString('latin1', offset + 4, offset + 8)] = png.subarray(offset + 8, offset + 8 + length);
    offset += 12 + length;
  }
  const { IHDR, PLTE, tRNS, IDAT, IEND } = found;
  if (!IHDR || !PLTE || !tRNS || !IDAT || !IEND) throw new Error('A chunk is missing.');
  return { IHDR, PLTE, tRNS, IDAT, IEND };
}

test('a 4-bit indexed PNG, each pixel the nearest palette colour', () => {
  // 3 x 2 pixels: transparent, opaque black, half-transparent black; opaque black, transparent, nearly opaque.
  const data = [0, 0, 0, 0, 0, 0, 0, 255, 0, 0, 0, 128, 0, 0, 0, 255, 9, 9, 9, 0, 0, 0, 0, 240];
  const png = indexedPng({ width: 3, height: 2, data }, MASK_PALETTE);
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const { IHDR, PLTE, tRNS, IDAT, IEND } = chunks(png);
  expect([IHDR.readUInt32BE(0), IHDR.readUInt32BE(4), IHDR[8], IHDR[9]]).toEqual([3, 2, 4, 3]);
  expect(PLTE.length).toBe(16 * 3);
  expect([...tRNS]).toEqual(MASK_PALETTE.map(([, , , alpha]) => alpha));
  expect(IEND.length).toBe(0);
  // Each row: filter 0, then two pixels a byte.
  expect([...inflateSync(IDAT)]).toEqual([0, 0x0f, 0x80, 0, 0xf0, 0xe0]);
});

test('a two-colour drawing keeps its colours and its anti-aliased edge', () => {
  const palette = twoColourPalette([15, 27, 45], [255, 255, 255]);
  expect(palette).toHaveLength(16);
  expect(palette[0]).toEqual([15, 27, 45, 255]);
  expect(palette[7]).toEqual([255, 255, 255, 255]);
  expect(palette[8]).toEqual([15, 27, 45, 0]);
  // White, navy, and navy at half opacity.
  const data = [255, 255, 255, 255, 15, 27, 45, 255, 15, 27, 45, 120, 0, 0, 0, 0];
  const { IDAT } = chunks(indexedPng({ width: 4, height: 1, data }, palette));
  expect([...inflateSync(IDAT)]).toEqual([0, 0x70, 0xc8]);
});

test('refuses a palette a 4-bit PNG cannot hold', () => {
  const pixels = { width: 1, height: 1, data: [0, 0, 0, 0] };
  expect(() => indexedPng(pixels, [])).toThrow();
  expect(() => indexedPng(pixels, [...MASK_PALETTE, [0, 0, 0, 0]])).toThrow();
});
