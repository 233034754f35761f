import { afterEach, expect, rs, test } from '@rstest/core';
import { yieldToBrowser } from './yieldToBrowser';

afterEach(() => {
  rs.unstubAllGlobals();
});

test('without scheduler.yield, the work goes on after a task already waiting (a new task, not a microtask)', async () => {
  rs.stubGlobal('scheduler', undefined);
  const order: string[] = [];
  setTimeout(() => order.push('waiting task'), 0);
  await yieldToBrowser();
  order.push('continued');
  expect(order).toEqual(['waiting task', 'continued']);
});

test("uses the browser's scheduler.yield where there is one", async () => {
  const yieldTask = rs.fn(() => Promise.resolve());
  rs.stubGlobal('scheduler', { yield: yieldTask });
  await yieldToBrowser();
  expect(yieldTask).toHaveBeenCalledOnce();
});
