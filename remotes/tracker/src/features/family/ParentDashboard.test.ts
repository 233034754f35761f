import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@rstest/core';

/**
 * The bundler puts every `import()` of one `webpackChunkName` into one chunk, so what shares a name downloads together
 * (a unit test's module loader ignores the names: the directives are read here). A parent with no linked player shows
 * the forms under the family but none of the players' cards, report and plans.
 */
test("the players' cards, report and plans are a chunk apart from the forms every parent sees", () => {
  const source = readFileSync(path.join(import.meta.dirname, 'ParentDashboard.tsx'), 'utf8');
  const chunkOf = new Map(
    [...source.matchAll(/import\(\/\* webpackChunkName: "([\w-]+)" \*\/ '\.\/(\w+)'\)/g)].map(
      ([, chunk, module]) => [module, chunk],
    ),
  );
  const players = new Set([chunkOf.get('LinkedChildren'), chunkOf.get('ChildrenPlans')]);
  const forms = new Set([chunkOf.get('ChildAccounts'), chunkOf.get('InvitePlayer')]);
  expect(players.size).toBe(1);
  expect(forms.size).toBe(1);
  expect([...players][0]).toBeDefined();
  expect([...forms][0]).toBeDefined();
  expect(players).not.toEqual(forms);
});
