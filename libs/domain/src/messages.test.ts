import { describe, expect, test } from '@rstest/core';
import {
  MESSAGES,
  gameCompleteMessage,
  goalsSaveFailedMessage,
  goalsSavedMessage,
  trainToPlayLikeLabel,
  waitlistJoinedMessage,
  wizardSaveLabel,
} from './messages';
import { PLAYING_STYLES, isPlayingStyleId, playingStyleById } from './playingStyles';

describe('message catalogue', () => {
  test('spec messages word for word', () => {
    expect(MESSAGES.freeGoalLimit).toBe(
      'Free accounts are limited to 2 goals. Please upgrade or remove some goals.',
    );
    expect(MESSAGES.waitlistJoined).toBe("Thanks for joining our waitlist! We'll keep you updated.");
    expect(MESSAGES.waitlistJoinedWithoutBackend).toBe("Thanks for your interest! We'll keep you updated.");
    expect(MESSAGES.upgradeAtFreeLimit).toBe(
      "You've reached the limit of 2 goals on the free plan. Upgrade to create unlimited goals!",
    );
  });

  test('parameterised messages', () => {
    expect(gameCompleteMessage(19, 28)).toBe('Game complete! You scored 19/28 points!');
    expect(trainToPlayLikeLabel('Lionel Messi')).toBe('Train to play like Lionel Messi');
  });

  test('wizard save wording depends on whether an account is being created', () => {
    expect(wizardSaveLabel(true)).toBe('Save Goals');
    expect(wizardSaveLabel(false)).toBe('Create Account & Save Goals');
    expect(goalsSavedMessage(false)).toBe('Goals saved successfully!');
    expect(goalsSavedMessage(true)).toBe('Account created and goals saved successfully!');
    expect(goalsSaveFailedMessage(false)).toBe('Failed to save goals. Please try again.');
    expect(goalsSaveFailedMessage(true)).toBe('Failed to create account. Please try again.');
    expect(waitlistJoinedMessage(true)).toBe(MESSAGES.waitlistJoined);
    expect(waitlistJoinedMessage(false)).toBe(MESSAGES.waitlistJoinedWithoutBackend);
  });

  test('no message is empty or duplicated', () => {
    const values = Object.values(MESSAGES);
    for (const value of values) expect(value.trim()).not.toBe('');
    expect(new Set(values).size).toBe(values.length);
  });
});

describe('playing styles', () => {
  test('playmaker, finisher and defensive leader with their focus pillars', () => {
    expect(PLAYING_STYLES.map((style) => [style.id, style.style, style.focusPillars])).toEqual([
      ['messi', 'Playmaker', ['technical', 'tactical']],
      ['ronaldo', 'Finisher', ['technical', 'physical']],
      ['vandijk', 'Defensive Leader', ['tactical', 'mental']],
    ]);
    expect(playingStyleById('vandijk').name).toBe('Virgil van Dijk');
    expect(isPlayingStyleId('messi')).toBe(true);
    expect(isPlayingStyleId('pele')).toBe(false);
  });
});
