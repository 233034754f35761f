import { describe, expect, test } from '@rstest/core';
import {
  canCreateGoal,
  canSaveGoals,
  planGoalLimit,
  showsUpgradePrompt,
  upgradePromptMessage,
  wizardGoalAllowance,
} from './goalLimits';
import { PLAN_COMPARISON, PLANS, planButton, planById, planPriceLabel } from './plans';
import { isSubscribed, showsUpgradeLink } from './subscription';
import { selectedPlanFromState } from './upgradeLook';

describe('plans', () => {
  test('free $0 forever, pro $5/month (most popular), parent $8/month; only Free lists limitations', () => {
    expect(PLANS.map((plan) => [plan.id, planPriceLabel(plan), plan.popular])).toEqual([
      ['free', '$0 forever', false],
      ['pro', '$5/month', true],
      ['parent', '$8/month', false],
    ]);
    expect(planById('free').limitations?.length).toBeGreaterThan(0);
    expect(planById('pro').limitations).toBeUndefined();
    expect(planById('parent').limitations).toBeUndefined();
  });

  test('the Parent card lists only family features that work: no content filtering, no coach messaging', () => {
    expect(planById('parent').features).toEqual([
      'Everything in Pro',
      'Pro for every linked player',
      'Parental dashboard',
      'Child progress monitoring',
      'Goal approval',
      'Daily game-time limit',
      'Parent notifications',
      'Multiple child accounts',
      'Family reports',
    ]);
    const promised = [
      ...PLANS.flatMap((plan) => plan.features),
      ...PLAN_COMPARISON.map((row) => row.feature),
    ].join('\n');
    expect(promised).not.toMatch(/content filter|coach/i);
  });

  test('the comparison table gives the family features to Parent only', () => {
    const parentOnly = PLAN_COMPARISON.filter((row) => row.parent === true && !row.pro && !row.free);
    expect(parentOnly.map((row) => row.feature)).toEqual([
      'Pro for every linked player',
      'Parental controls',
      'Daily game-time limit',
      'Multiple child accounts',
      'Family reports',
    ]);
  });

  test('free features are the spec list, less community access, which the app does not have', () => {
    expect(planById('free').features).toEqual(
      expect.arrayContaining(['Daily check-ins', 'Basic progress tracking', 'Completion badges']),
    );
    expect(planById('free').features).not.toContain('Community access');
  });
});

describe('goal limits', () => {
  test('free (and anonymous) may hold 2 goals: a third is refused', () => {
    expect(planGoalLimit('free')).toBe(2);
    expect(canCreateGoal(1, 'free')).toBe(true);
    expect(canCreateGoal(2, 'free')).toBe(false);
    expect(canCreateGoal(2, null)).toBe(false);
    expect(canSaveGoals(0, 2, 'free')).toBe(true);
    expect(canSaveGoals(0, 3, undefined)).toBe(false);
    expect(canSaveGoals(1, 2, 'free')).toBe(false);
  });

  test('pro and parent are unlimited', () => {
    expect(canCreateGoal(1000, 'pro')).toBe(true);
    expect(canCreateGoal(1000, 'parent')).toBe(true);
    expect(canSaveGoals(50, 3, 'pro')).toBe(true);
  });
});

describe('upgrade prompt', () => {
  test('shows for free users with 1 or more goals only', () => {
    expect(showsUpgradePrompt('free', 0)).toBe(false);
    expect(showsUpgradePrompt('free', 1)).toBe(true);
    expect(showsUpgradePrompt(undefined, 2)).toBe(true);
    expect(showsUpgradePrompt('pro', 5)).toBe(false);
    expect(showsUpgradePrompt('parent', 5)).toBe(false);
  });

  test('its three messages by goal count', () => {
    expect(upgradePromptMessage(0)).toBe('Unlock your full potential with Pro features!');
    expect(upgradePromptMessage(1)).toBe(
      'Great start! Upgrade to Pro for unlimited goals and advanced analytics.',
    );
    expect(upgradePromptMessage(2)).toBe(
      "You've reached the limit of 2 goals on the free plan. Upgrade to create unlimited goals!",
    );
    expect(upgradePromptMessage(3)).toBe(upgradePromptMessage(2));
  });
});

describe('planButton', () => {
  test('a signed-out visitor has no current plan: Free offers Start Free (sign-up), paid plans Upgrade Now', () => {
    expect(planButton('free', null)).toEqual({ label: 'Start Free', disabled: false, action: 'signUp' });
    expect(planButton('pro', null)).toMatchObject({ label: 'Upgrade Now', action: 'subscribe' });
  });

  test('current tier: Current Plan, disabled', () => {
    expect(planButton('free', 'free')).toEqual({ label: 'Current Plan', disabled: true, action: 'none' });
    expect(planButton('pro', 'pro')).toMatchObject({ label: 'Current Plan', disabled: true });
  });

  test('Free viewed from a paid tier: Downgrade, a cancellation at the end of the period', () => {
    expect(planButton('free', 'pro')).toEqual({ label: 'Downgrade', disabled: false, action: 'cancel' });
    expect(planButton('free', 'parent')).toEqual({ label: 'Downgrade', disabled: false, action: 'cancel' });
  });

  test('between paid plans: Switch to …, never Upgrade Now', () => {
    expect(planButton('parent', 'pro', 'parent')).toMatchObject({
      label: 'Switch to Parent',
      selectedPlan: 'parent',
    });
    expect(planButton('pro', 'parent', 'parent')).toMatchObject({
      label: 'Switch to Pro',
      selectedPlan: 'pro',
    });
  });

  test('a player is not sold the Parent plan: Ask a parent', () => {
    expect(planButton('parent', 'free', 'player')).toEqual({
      label: 'Ask a parent',
      disabled: false,
      action: 'ask-parent',
      selectedPlan: 'parent',
    });
    expect(planButton('pro', 'free', 'player')).toMatchObject({ label: 'Upgrade Now', action: 'subscribe' });
  });

  test('a player who does not pay alone asks a parent for Pro too', () => {
    for (const rule of ['parent_pays', 'parent_approves'] as const) {
      expect(planButton('pro', 'free', 'player', rule)).toEqual({
        label: 'Ask a parent',
        disabled: false,
        action: 'ask-parent',
        selectedPlan: 'pro',
      });
    }
    expect(planButton('pro', 'free', 'player', 'alone')).toMatchObject({ action: 'subscribe' });
    expect(planButton('pro', 'pro', 'player', 'parent_approves')).toMatchObject({ label: 'Current Plan' });
  });

  test('any other paid plan: Upgrade Now, goes to the subscription page with the plan', () => {
    expect(planButton('pro', 'free')).toEqual({
      label: 'Upgrade Now',
      disabled: false,
      action: 'subscribe',
      selectedPlan: 'pro',
    });
    expect(planButton('parent', null)).toMatchObject({ label: 'Upgrade Now', action: 'subscribe' });
  });
});

describe('subscription', () => {
  test('pro and parent count as subscribed for the guard; free and unknown do not', () => {
    expect(isSubscribed('pro')).toBe(true);
    expect(isSubscribed('parent')).toBe(true);
    expect(isSubscribed('free')).toBe(false);
    expect(isSubscribed(null)).toBe(false);
  });

  test('upgrade nav link only for free', () => {
    expect(showsUpgradeLink('free')).toBe(true);
    expect(showsUpgradeLink(undefined)).toBe(true);
    expect(showsUpgradeLink('pro')).toBe(false);
  });

  test('preselected plan from navigation state defaults to pro', () => {
    expect(selectedPlanFromState({ selectedPlan: 'parent' })).toBe('parent');
    expect(selectedPlanFromState({ selectedPlan: 'pro' })).toBe('pro');
    expect(selectedPlanFromState({ selectedPlan: 'free' })).toBe('pro');
    expect(selectedPlanFromState(null)).toBe('pro');
  });
});

describe('wizardGoalAllowance', () => {
  test('free and anonymous: what the plan still allows; paid: 3 per wizard', () => {
    expect(wizardGoalAllowance(null, 0)).toBe(2);
    expect(wizardGoalAllowance('free', 1)).toBe(1);
    expect(wizardGoalAllowance('free', 2)).toBe(0);
    expect(wizardGoalAllowance('free', 5)).toBe(0);
    expect(wizardGoalAllowance('pro', 10)).toBe(3);
    expect(wizardGoalAllowance('parent', 0)).toBe(3);
  });
});
