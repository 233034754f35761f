import { describe, expect, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  test('exposes its value, range and label', () => {
    render(<ProgressBar label="Ball Control" value={9} max={10} valueText="9/10" />);
    const bar = screen.getByRole('progressbar', { name: 'Ball Control' });
    expect(bar).toHaveAttribute('aria-valuenow', '9');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '10');
    expect(bar).toHaveAttribute('aria-valuetext', '9/10');
    expect(screen.getByText('9/10')).toBeInTheDocument();
  });

  test('defaults to a percentage of a 0-100 range', () => {
    render(<ProgressBar label="Weekly progress" value={85} />);
    const bar = screen.getByRole('progressbar', { name: 'Weekly progress' });
    expect(bar).toHaveAttribute('aria-valuetext', '85%');
    expect(bar.firstElementChild).toHaveStyle({ width: '85%' });
  });

  test('clamps values outside the range and measures from min', () => {
    const { rerender } = render(<ProgressBar label="Level" value={250} min={100} max={200} />);
    const bar = screen.getByRole('progressbar', { name: 'Level' });
    expect(bar).toHaveAttribute('aria-valuenow', '200');
    expect(bar).toHaveAttribute('aria-valuetext', '100%');

    rerender(<ProgressBar label="Level" value={150} min={100} max={200} />);
    expect(bar).toHaveAttribute('aria-valuenow', '150');
    expect(bar).toHaveAttribute('aria-valuetext', '50%');

    rerender(<ProgressBar label="Level" value={-5} min={100} max={200} />);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar.firstElementChild).toHaveStyle({ width: '0%' });
  });

  test('a hidden label still names the bar', () => {
    render(<ProgressBar label="Goal progress" value={40} hideLabel showValue={false} />);
    expect(screen.getByRole('progressbar', { name: 'Goal progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.queryByText('40%')).toBeNull();
  });
});
