import './Icon.css';

/** The drawings of ./icons: `icons/<name>.css` gives the class `dp-icon--<name>` its image. */
export type IconName =
  | 'alert'
  | 'ball'
  | 'bell'
  | 'book'
  | 'brain'
  | 'calendar'
  | 'chart'
  | 'check'
  | 'clipboard'
  | 'eye'
  | 'family'
  | 'flame'
  | 'gamepad'
  | 'handshake'
  | 'lightbulb'
  | 'lock'
  | 'map'
  | 'medal'
  | 'message'
  | 'muscle'
  | 'pencil'
  | 'plus'
  | 'rocket'
  | 'shield'
  | 'star'
  | 'target'
  | 'trending'
  | 'trophy'
  | 'wand'
  | 'wave'
  | 'zap';

export interface IconProps {
  /**
   * Which drawing. The stylesheet of the page that shows it imports `@dreampitch/ui/icons/<name>.css` (a CSS
   * `@import`, which costs the page's JavaScript nothing), so a page's stylesheet carries only the drawings it uses.
   */
  name: IconName;
}

/**
 * A decorative pictogram drawn from a small SVG (a mask over the text colour), never an emoji: a character that no
 * font the page names has makes the browser search the device's fonts during layout (30 to 40 ms on the bench
 * machine for one ⚠️), and an emoji looks different on every device. The mask is the SVG's PNG
 * (tools/icons/rasterize.ts): Chromium builds a document for every SVG image during the page's first style and
 * paint. Hidden from assistive tech: the text beside it carries the meaning.
 */
export function Icon({ name }: IconProps) {
  return <span className={`dp-icon dp-icon--${name}`} aria-hidden="true" />;
}
