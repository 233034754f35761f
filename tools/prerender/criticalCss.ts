import Beasties from 'beasties';

const CRITICAL_STYLE = '<style data-critical>';

/**
 * The rules of `css` that can apply to `markup` (a page's prerendered #root): those whose selectors match one of
 * its elements once pseudo-classes are set aside (so `:hover`, `:focus-visible` and media queries stay), the
 * custom properties on `:root`, and the keyframes and fonts those rules use. Every app loads its own full
 * stylesheets with its code before the page hydrates, so a rule left out here is only missing from the first
 * paint of markup that does not use it. Parsing and matching 56 KiB of every app's CSS was part of each
 * prerendered page's longest main-thread task.
 */
export async function criticalCss(markup: string, css: string): Promise<string> {
  const document = `<!doctype html><html><head>${CRITICAL_STYLE}${css}</style></head><body><div id="root">${markup}</div></body></html>`;
  // Every stylesheet is inline: none to fetch.
  const processed = await new Beasties({ external: false, logLevel: 'warn' }).process(document);
  const inlined = new RegExp(`${CRITICAL_STYLE}([\\s\\S]*?)</style>`).exec(processed)?.[1];
  // Beasties removes a style element none of whose rules apply.
  return inlined ?? '';
}

/**
 * The bundle's stylesheets among `files` in the order the browser applies them: the entry's, then those of lazily
 * imported pages (the shell's sign-in pages), whose rules override the UI library's of the same specificity. Sorted by
 * name, `async/` came first, and the prerendered /app/auth showed the library's card until its own sheet arrived (a
 * layout shift).
 */
export function inCascadeOrder(files: string[]): string[] {
  const lazy = (file: string) => Number(/(^|\/)async\//.test(file));
  return files
    .filter((file) => file.endsWith('.css'))
    .sort((a, b) => lazy(a) - lazy(b) || a.localeCompare(b));
}
