import { describe, expect, test } from '@rstest/core';
import { deltaRows, formatDeltas, type SizeRecord } from './sizeBaseline';

const kib = (value: number) => value * 1024;

const main: SizeRecord = {
  routes: { '/': kib(140), '/app/games': kib(150), '/app/old': kib(120) },
  apps: { shell: kib(200) },
  serviceWorker: kib(6),
};

const branch: SizeRecord = {
  routes: { '/': kib(140.5), '/app/games': kib(148), '/app/new': kib(160) },
  apps: { shell: kib(200) },
  serviceWorker: kib(6),
};

describe('deltaRows', () => {
  test('gives each route and app its size now, on main and the difference', () => {
    expect(deltaRows(branch, main)).toEqual([
      ['/', '140.5', '140.0', '+0.5'],
      ['/app/games', '148.0', '150.0', '−2.0'],
      ['/app/new', '160.0', '–', '–'],
      ['/app/old', '–', '120.0', '–'],
      ['shell (all JS)', '200.0', '200.0', '±0.0'],
      ['service worker', '6.0', '6.0', '±0.0'],
    ]);
  });

  test("adds demo mode's chunk on a row of its own once a side has it", () => {
    expect(deltaRows({ ...branch, demoMode: kib(270) }, main).at(-2)).toEqual([
      'demo mode (all JS, shell)',
      '270.0',
      '–',
      '–',
    ]);
  });

  test('without a baseline it still lists every size', () => {
    expect(deltaRows(branch, undefined)[0]).toEqual(['/', '140.5', '–', '–']);
  });
});

describe('formatDeltas', () => {
  test('names the commit compared with, or why there is none', () => {
    expect(formatDeltas(branch, { commit: '0123456789abcdef', record: main }, 'main')).toMatch(
      /^Against main at 0123456789 \(gzip KiB, bench\/sizes\.json of that commit\):\n\| First load \/ build/,
    );
    expect(
      formatDeltas(branch, { commit: 'abc', missing: 'bench/sizes.json is not committed there' }, 'main'),
    ).toMatch(/^Against main: no sizes to compare with \(bench\/sizes\.json is not committed there\)\./);
  });
});
