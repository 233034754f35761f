import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildConfig } from '@rsbuild/core';
import { describe, expect, test } from '@rstest/core';
import { compactCss, documentStyle, TOKENS_CSS } from './documentStyle';
import { createAppConfig } from './index';

const root = path.resolve(import.meta.dirname, '../..');

describe('compactCss', () => {
  test('drops comments and the whitespace around braces, semicolons, commas and after colons', () => {
    expect(compactCss('/* base */\nh1,\nh2 {\n  margin: 0 0 var(--dp-space-3);\n  color: red;\n}\n')).toBe(
      'h1,h2{margin:0 0 var(--dp-space-3);color:red}',
    );
  });

  test('keeps the spaces that mean something: a descendant combinator before a colon, and inside values', () => {
    expect(compactCss('.card :is(h1) { box-shadow: 0 1px 2px rgb(11 31 58 / 0.08); }')).toBe(
      '.card :is(h1){box-shadow:0 1px 2px rgb(11 31 58 / 0.08)}',
    );
    expect(compactCss('@media (min-width: 48rem) { .a { width: calc(1rem + 2vw) !important; } }')).toBe(
      '@media (min-width:48rem){.a{width:calc(1rem + 2vw) !important}}',
    );
  });
});

describe('the tokens and base styles are in every page’s HTML, once', () => {
  const tokens = readFileSync(TOKENS_CSS, 'utf8');

  test('the style element holds every token and base rule of tokens.css', () => {
    const style = documentStyle();
    for (const token of tokens.match(/--dp-[\w-]+(?=:)/g) ?? []) expect(style).toContain(`${token}:`);
    for (const selector of [':root{', '*,*::before,*::after{', 'body{', ':focus-visible{', '.dp-container{'])
      expect(style).toContain(selector);
    expect(style).not.toMatch(/\/\*|\n/);
  });

  const webTags = (config: RsbuildConfig) => {
    const tags = config.environments?.web?.html?.tags;
    if (!Array.isArray(tags)) throw new Error('the web environment has no list of HTML tags');
    return tags;
  };

  test('the shell’s page and each remote’s standalone page carry it, before anything else they add', () => {
    for (const app of ['shell', 'tracker'] as const) {
      const [first] = webTags(createAppConfig({ app }));
      expect(first).toMatchObject({ tag: 'style', children: documentStyle(), head: true, append: false });
    }
  });

  test('no module or stylesheet of the apps imports it, so no app’s CSS carries a copy', () => {
    const importers: string[] = [];
    for (const dir of ['libs', 'shell', 'remotes']) {
      for (const file of readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
        if (/(^|\/)(node_modules|dist)\//.test(file) || !/\.(tsx?|css)$/.test(file)) continue;
        const text = readFileSync(path.join(root, dir, file), 'utf8');
        if (/(import|@import)\s*(url\()?['"][^'"]*tokens\.css['"]/.test(text))
          importers.push(`${dir}/${file}`);
      }
    }
    expect(importers).toEqual([]);
  });
});
