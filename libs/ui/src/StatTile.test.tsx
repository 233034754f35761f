import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { StatTile } from './StatTile';

/**
 * `css` with its `@layer` blocks opened up: happy-dom drops rules inside them. These sheets come in layer order
 * (tokens, base, components), so their rules rank the same without the layers.
 */
function withoutLayers(css: string): string {
  const layerBraces: boolean[] = [];
  return css.replace(/@layer\s+[\w\s,-]+;/g, '').replace(/@layer\s+[\w-]+\s*\{|[{}]/g, (token) => {
    if (token === '}') return layerBraces.pop() ? '' : token;
    layerBraces.push(token !== '{');
    return token === '{' ? token : '';
  });
}

// The stylesheets as the browser gets them, so the computed colours can be checked.
const css = withoutLayers(
  ['tokens.css', 'StatTile.css']
    .map((file) => readFileSync(join(import.meta.dirname, file), 'utf8'))
    .join('\n'),
);

describe('StatTile colours', () => {
  let style: HTMLStyleElement;
  beforeEach(() => {
    style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
  });
  afterEach(() => style.remove());

  test('sets its own text colour, so it stays readable on a dark background', () => {
    render(
      <div style={{ background: '#0b1f3a', color: '#ffffff' }}>
        <StatTile label="Goals" value={3} />
        <StatTile label="Streak" value="5 days" tone="dark" />
      </div>,
    );
    const token = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();
    const [light, dark] = screen.getAllByRole('definition');
    expect(getComputedStyle(light as HTMLElement).color).not.toBe('#ffffff');
    expect(getComputedStyle(light as HTMLElement).color).toBe(token('--dp-color-text'));
    expect(getComputedStyle(dark as HTMLElement).color).toBe(token('--dp-color-text-inverse'));
  });
});
