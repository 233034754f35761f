import { readFileSync } from 'node:fs';
import path from 'node:path';

/** libs/ui's tokens and base styles: the one stylesheet every page's HTML carries (see libs/ui/src/tokens.css). */
export const TOKENS_CSS = path.resolve(import.meta.dirname, '../../libs/ui/src/tokens.css');

/**
 * `css` without its comments and the whitespace that means nothing: around braces, semicolons and commas, and
 * after a colon (a space before one is a descendant combinator, `a :hover`, and stays). Strings are not parsed,
 * so it is for stylesheets whose strings hold none of those characters, as tokens.css.
 */
export function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}

/**
 * The style element's text for every app's HTML (`html.tags` in createAppConfig): the shell's page, and so every
 * prerendered page, frame and the SPA page made from it, and each remote's standalone page, which runs without
 * the shell.
 */
export const documentStyle = (): string => compactCss(readFileSync(TOKENS_CSS, 'utf8'));

/** The HTML tag that carries it, first in the head, before every stylesheet an app adds. */
export const documentStyleTag = () =>
  ({ tag: 'style', children: documentStyle(), head: true, append: false }) as const;
