import { afterEach, expect, test } from '@rstest/core';
import { compileFirstPaintScripts } from './firstPaint';

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

test('a first-paint script compiles to one inline script that runs its module with the arguments the build gives it', async () => {
  const inline = await compileFirstPaintScripts(['fillFrame']);
  const script = inline({
    script: 'fillFrame',
    args: { path: '/app/dashboard', greeting: { before: 'Hi ', after: '!', nameless: 'Hi there!' } },
  });
  expect(script).not.toMatch(/<\/script|\bimport\b|\brequire\(/);
  document.body.innerHTML =
    '<div class="shell-kept-frame"><header class="shell-frame-pending"><h1>Hi there!</h1></header></div>';
  localStorage.setItem(
    'sb-127-auth-token',
    JSON.stringify({ user: { id: 'u1', user_metadata: { first_name: 'Pia' } } }),
  );
  new Function(script)();
  expect(document.querySelector('h1')?.textContent).toBe('Hi Pia!');
  expect(document.querySelector('header')).not.toHaveClass('shell-frame-pending');
  // Nothing leaks into the page's globals.
  expect('firstPaintArgs' in globalThis).toBe(false);
}, 60_000);
