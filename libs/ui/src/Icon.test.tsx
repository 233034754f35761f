import { describe, expect, test } from '@rstest/core';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { ErrorMessage, Icon } from './index';

// A character shown as an emoji (emoji presentation by default, or asked for with U+FE0F) makes Chromium search the
// device's fonts for a colour emoji font during layout when the page's fonts lack it: 30 to 40 ms for one ⚠️ on the
// bench machine (docs/PERFORMANCE.md). Text symbols the page's fonts have (✓, ✕, ⚠) cost nothing.
const EMOJI = /\p{Emoji_Presentation}|\uFE0F/u;

const iconsDir = join(import.meta.dirname, 'icons');

describe('Icon', () => {
  test('is a drawing hidden from assistive tech, named by its class', () => {
    const { container } = render(<Icon name="target" />);
    const icon = container.firstElementChild;
    expect(icon?.className).toBe('dp-icon dp-icon--target');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.textContent).toBe('');
  });

  test('every name has its stylesheet, and every stylesheet draws the PNG of an SVG that exists', () => {
    const source = readFileSync(join(import.meta.dirname, 'Icon.tsx'), 'utf8');
    const declared = [
      ...(source.match(/export type IconName =([^;]*);/)?.[1] ?? '').matchAll(/'([a-z-]+)'/g),
    ].map(([, name]) => name);
    const files = readdirSync(iconsDir)
      .filter((file) => file.endsWith('.css'))
      .map((file) => file.slice(0, -4));
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.sort()).toEqual(files.sort());
    for (const name of files) {
      const css = readFileSync(join(iconsDir, `${name}.css`), 'utf8');
      expect(css).toContain(`.dp-icon--${name} {`);
      const url = css.match(/--dp-icon-image: url\('([^']+)'\)/)?.[1];
      expect(url, name).toBeDefined();
      expect(url, name).toBe(`./${name}.png`);
      expect(existsSync(join(iconsDir, url!)), `${name}: ${url}`).toBe(true);
      expect(existsSync(join(iconsDir, `${name}.svg`)), `${name}.svg`).toBe(true);
    }
  });
});

test('ErrorMessage draws its warning sign: no emoji', () => {
  render(<ErrorMessage title="This link has expired">Ask for a new one.</ErrorMessage>);
  const alert = screen.getByRole('alert');
  expect(alert.textContent).not.toMatch(EMOJI);
  expect(alert.querySelector('.dp-icon--alert')?.getAttribute('aria-hidden')).toBe('true');
  expect(alert).toHaveTextContent(/^This link has expired/);
});
