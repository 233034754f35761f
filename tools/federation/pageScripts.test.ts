import { expect, test } from '@rstest/core';
import { listEveryPageScript } from './index';

const page = (name: string, sync: string[]) => ({
  name,
  path: `./${name}`,
  assets: { js: { sync, async: ['static/js/async/later.js'] }, css: { sync: [], async: [] } },
});

/** The goal tracker as the tracker's build has it: the manifest lists 2 of its 4 scripts. */
const chunkGroups = new Map([
  [
    '__federation_expose_GoalTrackerPage',
    {
      getFiles: () => [
        'static/js/async/shared-libs.js',
        'static/css/async/page.css',
        'static/js/async/page.js',
        'static/js/async/domain.js',
        'static/js/async/dates.js',
      ],
    },
  ],
  ['__federation_expose_AccountPage', { getFiles: () => ['static/js/async/account.js'] }],
]);

test("each page lists every script of its chunk group, the manifest's own first, each once", () => {
  const stats = {
    exposes: [
      page('GoalTrackerPage', ['static/js/async/page.js', 'static/js/async/shared-libs.js']),
      page('AccountPage', ['static/js/async/account.js']),
    ],
  };
  listEveryPageScript({ stats, compilation: { namedChunkGroups: chunkGroups } });
  expect(stats.exposes.map((expose) => expose.assets.js.sync)).toEqual([
    [
      'static/js/async/page.js',
      'static/js/async/shared-libs.js',
      'static/js/async/domain.js',
      'static/js/async/dates.js',
    ],
    ['static/js/async/account.js'],
  ]);
  expect(stats.exposes[0]?.assets.js).toMatchObject({ async: ['static/js/async/later.js'] });
});

test('a page whose chunk group is not found stops the build', () => {
  expect(() =>
    listEveryPageScript({
      stats: { exposes: [page('MindsetPage', [])] },
      compilation: { namedChunkGroups: chunkGroups },
    }),
  ).toThrow(/__federation_expose_MindsetPage/);
});
