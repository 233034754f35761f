import { describe, expect, test } from '@rstest/core';
import { scriptsBeyondFirstLoad, scriptsOfMedianRun } from './beyondFirstLoad';

describe('scriptsBeyondFirstLoad', () => {
  test('names, largest first, the scripts the first load does not hold, by the app of the port that served them', () => {
    const received = [
      { url: 'http://localhost:3000/static/js/index.js', bytes: 26_000 },
      { url: 'http://localhost:3000/static/js/async/6.js', bytes: 500 },
      { url: 'http://localhost:3007/static/js/async/drill-content.js', bytes: 31_000 },
      { url: 'https://cdn.example/tag.js', bytes: 900 },
    ];
    expect(scriptsBeyondFirstLoad(received, [{ app: 'shell', file: 'static/js/index.js' }])).toEqual([
      { app: 'training', file: 'static/js/async/drill-content.js', gzipBytes: 31_000 },
      { app: 'cdn.example', file: 'tag.js', gzipBytes: 900 },
      { app: 'shell', file: 'static/js/async/6.js', gzipBytes: 500 },
    ]);
  });

  test('a file of the same name from another app is not the first load’s', () => {
    const received = [{ url: 'http://localhost:3003/static/js/index.js', bytes: 100 }];
    expect(scriptsBeyondFirstLoad(received, [{ app: 'shell', file: 'static/js/index.js' }])).toHaveLength(1);
  });
});

describe('scriptsOfMedianRun', () => {
  const script = (bytes: number) => [{ url: `http://localhost:3000/${bytes}.js`, bytes }];

  test('takes the scripts of the run whose JS is the median', () => {
    const runs = [{ jsBodyBytes: 300 }, { jsBodyBytes: 100 }, { jsBodyBytes: 200 }];
    expect(scriptsOfMedianRun(runs, [script(300), script(100), script(200)])).toEqual(script(200));
  });

  test('of two runs the lighter one, of none nothing', () => {
    expect(
      scriptsOfMedianRun([{ jsBodyBytes: 300 }, { jsBodyBytes: 100 }], [script(300), script(100)]),
    ).toEqual(script(100));
    expect(scriptsOfMedianRun([], [])).toEqual([]);
  });
});
