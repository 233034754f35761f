import { crc32, deflateSync } from 'node:zlib';

/** RGBA pixels, as a canvas's getImageData gives them. */
export interface Pixels {
  width: number;
  height: number;
  data: ArrayLike<number>;
}

/** An RGBA colour of a PNG palette. */
export type PaletteColour = readonly [number, number, number, number];

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])) >>> 0, 0);
  return Buffer.concat([head, body, crc]);
}

/**
 * A 4-bit indexed PNG of `pixels`, each pixel the nearest of `palette` (at most 16 colours, with their alpha): a 48
 * pixel icon in some 300 bytes, where a full-colour PNG takes 1 KiB (the HTML inlines the icons of a page's first
 * view, base64, which compresses poorly).
 */
export function indexedPng(pixels: Pixels, palette: readonly PaletteColour[]): Buffer {
  if (palette.length === 0 || palette.length > 16) throw new Error('A 4-bit palette has 1 to 16 colours.');
  const { width, height } = pixels;
  const data = Array.from(pixels.data);
  const channel = (offset: number) => data[offset] ?? 0;
  const nearest = (offset: number) => {
    let best = 0;
    let bestDistance = Infinity;
    const a = channel(offset + 3);
    palette.forEach(([r, g, b, alpha], index) => {
      // Colours compared as they show over a background, so a transparent pixel matches any transparent entry.
      const distance =
        ((channel(offset) - r) * a) ** 2 / 255 ** 2 +
        ((channel(offset + 1) - g) * a) ** 2 / 255 ** 2 +
        ((channel(offset + 2) - b) * a) ** 2 / 255 ** 2 +
        2 * (a - alpha) ** 2;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = index;
      }
    });
    return best;
  };
  const rowBytes = Math.ceil(width / 2);
  const raw = Buffer.alloc((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = nearest((y * width + x) * 4);
      const at = y * (rowBytes + 1) + 1 + (x >> 1);
      raw[at] = (raw[at] ?? 0) | (x % 2 === 0 ? index << 4 : index);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 4; // bit depth
  header[9] = 3; // indexed colour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(palette.flatMap(([r, g, b]) => [r, g, b]))),
    chunk('tRNS', Buffer.from(palette.map(([, , , a]) => a))),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Sixteen steps of black from transparent to opaque: a mask, which only its alpha draws. */
export const MASK_PALETTE: readonly PaletteColour[] = Array.from(
  { length: 16 },
  (_, step) => [0, 0, 0, Math.round((step * 255) / 15)] as const,
);

/**
 * For a drawing in two colours: eight opaque steps from `from` to `to` and eight of `from` from transparent to
 * nearly opaque (its anti-aliased outer edge).
 */
export function twoColourPalette(
  from: readonly [number, number, number],
  to: readonly [number, number, number],
): PaletteColour[] {
  const mix = (t: number) =>
    from.map((c, i) => Math.round(c + ((to[i] ?? c) - c) * t)) as [number, number, number];
  return [
    ...Array.from({ length: 8 }, (_, step) => [...mix(step / 7), 255] as const),
    ...Array.from({ length: 8 }, (_, step) => [...from, Math.round((step * 255) / 8)] as const),
  ];
}
