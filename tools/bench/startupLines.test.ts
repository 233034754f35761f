import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { codeLines, isCountedFile, startupLines } from './startupLines';

describe('codeLines', () => {
  it('leaves out blank lines and lines holding only comments, doc comments included', () => {
    const text =
      '/**\n * Why.\n */\nexport const a = 1; // trailing\n\n// only a comment\n/* a */ const c = 2;\n';
    expect(codeLines(text, 'a.ts')).toBe(2);
  });

  it('counts `//` inside strings and every line of a template as code', () => {
    expect(codeLines("const url = '//cdn';\nconst t = `one\n// two\nthree`;\n", 'a.ts')).toBe(4);
  });

  it('reads JSX, where a comment sits inside braces', () => {
    const text = 'export function F() {\n  /** j */\n  return (\n    <p>\n      hello\n    </p>\n  );\n}\n';
    expect(codeLines(text, 'a.tsx')).toBe(7);
  });
});

describe('isCountedFile', () => {
  it('counts production sources of the start-up globs only', () => {
    expect(isCountedFile('shell/src/firstPaint/fillFrame.ts')).toBe(true);
    expect(isCountedFile('libs/data/src/stored-session.ts')).toBe(true);
    expect(isCountedFile('shell/src/firstPaint/fillFrame.test.ts')).toBe(false);
    expect(isCountedFile('libs/data/src/stored-session.fixture.ts')).toBe(false);
    expect(isCountedFile('libs/app-frame/src/testing.tsx')).toBe(false);
    expect(isCountedFile('libs/app-frame/src/slowParts.testing.tsx')).toBe(false);
    expect(isCountedFile('libs/app-frame/src/standalone.css')).toBe(false);
    expect(isCountedFile('libs/data/src/supabase-backend.ts')).toBe(false);
    expect(isCountedFile('shell/src/auth/AuthPage.tsx')).toBe(false);
  });
});

describe('startupLines', () => {
  it('counts the working tree and a commit read with git alike', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const tree = startupLines(root);
    expect(tree.some(({ file }) => file === 'shell/src/bootstrap.tsx')).toBe(true);
    const atHead = startupLines(root, 'HEAD');
    const bootstrap = (counts: typeof tree) =>
      counts.find(({ file }) => file === 'shell/src/bootstrap.tsx')?.lines;
    expect(bootstrap(atHead)).toBe(bootstrap(tree));
  });
});
