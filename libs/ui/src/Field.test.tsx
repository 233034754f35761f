import { describe, expect, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SelectField, TextAreaField, TextField } from './Field';

describe('TextField', () => {
  test('the label names the input and the hint describes it', () => {
    render(<TextField label="Email" hint="We never share it." type="email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAccessibleDescription('We never share it.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  test('an error marks the input invalid, describes it and is announced', () => {
    render(<TextField label="Email" hint="Your e-mail." error="Please enter a valid email address." />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Your e-mail. Please enter a valid email address.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
  });

  test('the error appears as an alert only once validation fails', async () => {
    function Form() {
      const [error, setError] = useState<string>();
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setError('Passwords do not match');
          }}
        >
          <TextField label="Confirm password" type="password" error={error} />
          <button type="submit">Sign up</button>
        </form>
      );
    }
    render(<Form />);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(screen.getByLabelText('Confirm password')).toBeInvalid();
  });

  test('required sets the attribute and a hidden-label field keeps its accessible name', () => {
    render(<TextField label="Age" required hideLabel type="number" />);
    const input = screen.getByRole('spinbutton', { name: 'Age' });
    expect(input).toBeRequired();
  });

  test('typing reaches the consumer', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <TextField label="First name" value={value} onChange={(event) => setValue(event.target.value)} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByLabelText('First name'), 'Lionel');
    expect(screen.getByRole('status')).toHaveTextContent('Lionel');
  });
});

describe('SelectField and TextAreaField', () => {
  test('the select is labelled and offers its options after the placeholder', async () => {
    render(
      <SelectField
        label="Skill level"
        placeholder="Choose..."
        options={[
          { value: 'beginner', label: 'Beginner' },
          { value: 'advanced', label: 'Advanced' },
        ]}
        error="Required"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Skill level' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose...',
      'Beginner',
      'Advanced',
    ]);
    await userEvent.selectOptions(select, 'advanced');
    expect(select).toHaveValue('advanced');
  });

  test('near its limit the textarea counts the characters, and at the limit says nothing more is added', async () => {
    render(<TextAreaField label="Notes" hint="Optional" maxLength={20} />);
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await userEvent.type(notes, 'a'.repeat(17));
    expect(notes).toHaveAccessibleDescription('Optional');
    await userEvent.type(notes, 'b');
    expect(notes).toHaveAccessibleDescription('Optional 18 of 20 characters.');
    await userEvent.type(notes, 'cdefgh');
    expect(notes).toHaveValue(`${'a'.repeat(17)}bcd`);
    expect(notes).toHaveAccessibleDescription(
      'Optional 20 of 20 characters: that is the limit, anything more is not added.',
    );
  });

  test('a controlled textarea counts its value, with thousands separated', () => {
    render(<TextAreaField label="Message" maxLength={2000} value={'x'.repeat(2000)} onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      '2,000 of 2,000 characters: that is the limit, anything more is not added.',
    );
  });

  test('the textarea is labelled and described by its hint', () => {
    render(<TextAreaField label="Notes" hint="Optional" />);
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAccessibleDescription('Optional');
  });
});
