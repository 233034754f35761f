import { describe, expect, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { Slot, SlotsProvider } from './slots';

describe('slots', () => {
  test('a page alone shows its fallback', () => {
    render(<Slot name="account-billing" fallback={<p>See plans</p>} />);
    expect(screen.getByText('See plans')).toBeInTheDocument();
  });

  test('the provider fills the slot, handing it the fallback for its own failures', () => {
    render(
      <SlotsProvider
        slots={{ 'account-billing': ({ fallback }) => <div role="region">Billing {fallback}</div> }}
      >
        <Slot name="account-billing" fallback={<span>See plans</span>} />
      </SlotsProvider>,
    );
    expect(screen.getByRole('region')).toHaveTextContent('Billing See plans');
  });
});
