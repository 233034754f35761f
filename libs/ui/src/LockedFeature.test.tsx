import { LABELS, purchaseRule } from '@dreampitch/domain';
import { expect, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@dreampitch/ui/router';
import { LockedFeature } from './LockedFeature';

function renderFor(age: number) {
  return render(
    <MemoryRouter>
      <LockedFeature
        name="Mindset tools"
        summary="Routines before a match."
        preview={['A pre-match routine']}
        purchase={purchaseRule('player', age)}
      />
    </MemoryRouter>,
  );
}

test('an adult is offered the upgrade; a player under 18 is offered to ask a parent, on the same page', () => {
  renderFor(30).unmount();
  for (const age of [10, 15]) {
    const { unmount } = renderFor(age);
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).toBeNull();
    expect(screen.getByRole('link', { name: `${LABELS.askAParent} for Pro` })).toHaveAttribute(
      'href',
      '/app/subscription',
    );
    unmount();
  }
  renderFor(18);
  expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/app/subscription');
});
