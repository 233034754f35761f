import { describe, expect, rs, test } from '@rstest/core';
import { loadedOnFirstCall } from './loaded-on-first-call';

class Counter {
  readonly kind = 'counter';
  count = 0;
  async add(by: number): Promise<number> {
    this.count += by;
    return this.count;
  }
  async fail(): Promise<never> {
    throw new Error('refused');
  }
}

describe('loadedOnFirstCall', () => {
  test('loads once, on the first call, and calls the loaded repository with its own this', async () => {
    let loads = 0;
    const counter = loadedOnFirstCall({}, async () => {
      loads++;
      return new Counter();
    });
    expect(loads).toBe(0);
    expect(await counter.add(2)).toBe(2);
    expect(await counter.add(3)).toBe(5);
    expect(loads).toBe(1);
  });

  test('answers its known fields without loading', () => {
    let loads = 0;
    const counter = loadedOnFirstCall<Counter>({ kind: 'counter' }, async () => {
      loads++;
      return new Counter();
    });
    expect(counter.kind).toBe('counter');
    expect(loads).toBe(0);
  });

  test("a method's rejection reaches the caller", async () => {
    const counter = loadedOnFirstCall({}, async () => new Counter());
    await expect(counter.fail()).rejects.toThrow('refused');
  });

  test('is not a thenable: awaiting it gives it back without loading', async () => {
    let loads = 0;
    const counter = loadedOnFirstCall({}, async () => {
      loads++;
      return new Counter();
    });
    expect(await Promise.resolve(counter)).toBe(counter);
    expect(loads).toBe(0);
  });

  test("a method can be replaced (a test's spy) without loading", async () => {
    let loads = 0;
    const counter = loadedOnFirstCall<Counter>({}, async () => {
      loads++;
      return new Counter();
    });
    rs.spyOn(counter, 'add').mockResolvedValue(42);
    expect(await counter.add(1)).toBe(42);
    expect(loads).toBe(0);
  });
});
