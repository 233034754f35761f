import { createHash } from 'node:crypto';

/** The folders whose SVG drawings are used as PNGs (tools/icons/rasterize.ts). */
export const ICON_DIRS = ['libs/ui/src/icons', 'libs/ui/src/brand', 'shell/src/icons'];

/** Width and height of each PNG: a 1em icon of 16 to 24 CSS pixels on a phone of device pixel ratio 2 to 3. */
export const PNG_SIZE = 48;

/** Each folder's record of the SVG each PNG was drawn from. */
export const SOURCES_FILE = 'png-sources.json';

export const svgHash = (svg: string) => createHash('sha256').update(svg).digest('hex').slice(0, 16);
