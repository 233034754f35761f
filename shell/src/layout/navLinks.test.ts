import { LABELS } from '@dreampitch/domain';
import { expect, test } from '@rstest/core';
import { footerLinksFor, navLinksFor } from './navLinks';

const labels = (links: { label: string }[]) => links.map((link) => link.label);

test('signed-out visitors see Home, Features, Goal Tracker, Games and Sign In', () => {
  expect(labels(navLinksFor(false, 'free'))).toEqual([
    'Home',
    'Features',
    'Goal Tracker',
    'Games',
    'Sign In',
  ]);
});

test('signed-in free adults see Upgrade, and everyone signed in their Account', () => {
  expect(labels(navLinksFor(true, 'free', 'player', 30))).toEqual([
    'Dashboard',
    'Goal Tracker',
    'Games',
    'Features',
    'Upgrade',
    'Account',
  ]);
});

test.each(['pro', 'parent'] as const)('signed-in %s users do not see Upgrade', (tier) => {
  expect(labels(navLinksFor(true, tier, 'player', 30))).not.toContain('Upgrade');
});

test('a free player under 18 is offered "Ask a parent" where an adult reads Upgrade, on the same plans page', () => {
  for (const age of [10, 12, 13, 17]) {
    const links = navLinksFor(true, 'free', 'player', age);
    expect(links).toContainEqual({ to: '/app/plans', label: LABELS.askAParent });
    expect(labels(links)).not.toContain('Upgrade');
  }
  expect(labels(navLinksFor(true, 'free', 'player', 18))).toContain('Upgrade');
  expect(labels(navLinksFor(true, 'free', 'parent', null))).toContain('Upgrade');
  expect(labels(navLinksFor(true, 'pro', 'player', 10))).not.toContain(LABELS.askAParent);
});

test('signed-in parent accounts also see Family; players do not', () => {
  expect(labels(navLinksFor(true, 'parent', 'parent'))).toEqual([
    'Dashboard',
    'Family',
    'Goal Tracker',
    'Games',
    'Features',
    'Account',
  ]);
  expect(navLinksFor(true, 'free', 'parent')).toContainEqual({ to: '/app/family', label: 'Family' });
  expect(labels(navLinksFor(true, 'parent', 'player'))).not.toContain('Family');
  expect(labels(navLinksFor(false, 'free', 'parent'))).not.toContain('Family');
});

test('the footer links of spec §2; a signed-in user is not offered Sign Up', () => {
  expect(labels(footerLinksFor(true))).not.toContain('Sign Up');
  expect(footerLinksFor(false)).toEqual([
    { to: '/app/features', label: 'Features' },
    { to: '/app/plans', label: 'Pricing' },
    { to: '/app/dashboard', label: 'Dashboard' },
    { to: '/app/auth?mode=signup', label: 'Sign Up' },
    { to: '/app/privacy', label: 'Privacy Policy' },
    { to: '/app/terms', label: 'Terms of Service' },
  ]);
});
