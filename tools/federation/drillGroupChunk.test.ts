import { expect, test } from '@rstest/core';
import { drillGroupChunk } from './index';

test("puts an age group's content files in one chunk named after it, on any platform", () => {
  expect(drillGroupChunk('/repo/libs/drills/src/ages-8-12/technical.ts')).toBe('drills-8-12');
  expect(drillGroupChunk('C:\\repo\\libs\\drills\\src\\ages-18-plus\\mental.ts')).toBe('drills-18-plus');
});
