import { describe, expect, test } from '@rstest/core';
import {
  EMOJI_SCALE,
  METRIC_SLIDERS,
  QUICK_TRACK_ACTIVITIES,
  TRAINING_LOADS,
  canSaveQuickTrack,
  trainingLoadForRpe,
  trainingLoadLabel,
} from './quickTrack';

describe('Quick Track scales', () => {
  test('five emoji, each with a text label', () => {
    expect(EMOJI_SCALE.map((item) => item.label)).toEqual(['Tough day', 'Okay', 'Good', 'Great', 'Amazing']);
    for (const item of EMOJI_SCALE) expect(item.emoji).not.toBe('');
  });

  test('activities and metric sliders', () => {
    expect(QUICK_TRACK_ACTIVITIES.map((item) => item.label)).toEqual([
      'Technical',
      'Physical',
      'Match Play',
      'Tactical',
      'Mental',
    ]);
    expect(METRIC_SLIDERS.map((slider) => [slider.id, slider.min, slider.max])).toEqual([
      ['technical', 0, 10],
      ['physical', 0, 10],
      ['tactical', 0, 10],
      ['mental', 0, 10],
    ]);
  });

  test('training-load bands cover RPE 1-10 without gaps', () => {
    expect(TRAINING_LOADS.map(trainingLoadLabelFor)).toEqual([
      'Low (RPE 1-3)',
      'Moderate (RPE 4-6)',
      'High (RPE 7-8)',
      'Very High (RPE 9-10)',
    ]);
    expect([0, 1, 3, 4, 6, 7, 8, 9, 10, 11].map(trainingLoadForRpe)).toEqual([
      null,
      'low',
      'low',
      'moderate',
      'moderate',
      'high',
      'high',
      'very_high',
      'very_high',
      null,
    ]);
  });
});

function trainingLoadLabelFor(band: (typeof TRAINING_LOADS)[number]): string {
  return trainingLoadLabel(band.id);
}

describe('canSaveQuickTrack', () => {
  test('8-12 needs an emoji', () => {
    expect(canSaveQuickTrack('8-12', { emoji: null, rating: 5 })).toBe(false);
    expect(canSaveQuickTrack('8-12', { emoji: 'good', rating: 0 })).toBe(true);
  });
  test('13-17 needs a rating above 0', () => {
    expect(canSaveQuickTrack('13-17', { emoji: 'great', rating: 0 })).toBe(false);
    expect(canSaveQuickTrack('13-17', { emoji: null, rating: 1 })).toBe(true);
  });
  test('18+ can always save', () => {
    expect(canSaveQuickTrack('18+', { emoji: null, rating: 0 })).toBe(true);
  });
});
