import { expect, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { TextField } from './Field';

test("a required field's label text is exactly its name, so it can be found by it", () => {
  render(<TextField label="Email" required />);
  const input = screen.getByLabelText('Email');
  expect(input).toBeRequired();
  expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
});
