import {
  canAddCustomGoal,
  maxGoalsChosenMessage,
  MESSAGES,
  PILLAR_LABELS,
  PILLARS,
  type CustomGoalInput,
  type Pillar,
} from '@dreampitch/domain';
import { Button, ErrorMessage, Icon, SelectField, TextAreaField, TextField } from '@dreampitch/ui';
import { useState, type FormEvent } from 'react';

const EMPTY_INPUT: CustomGoalInput = { title: '', description: '', pillar: 'technical' };

const PILLAR_OPTIONS = PILLARS.map((pillar) => ({ value: pillar, label: PILLAR_LABELS[pillar] }));

function isPillar(value: string): value is Pillar {
  return (PILLARS as readonly string[]).includes(value);
}

interface CustomGoalFormProps {
  selectedCount: number;
  /** How many goals may be chosen (3, or what the plan still allows). */
  max: number;
  onAdd(input: CustomGoalInput): void;
}

/** Title and description are required and fewer than `max` goals may be selected; the form clears after adding. */
export function CustomGoalForm({ selectedCount, max, onAdd }: CustomGoalFormProps) {
  const [input, setInput] = useState<CustomGoalInput>(EMPTY_INPUT);
  const [error, setError] = useState<string | null>(null);
  const full = selectedCount >= max;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canAddCustomGoal(input, selectedCount, max)) {
      onAdd(input);
      setInput(EMPTY_INPUT);
      setError(null);
    } else {
      setError(full ? maxGoalsChosenMessage(max) : MESSAGES.customGoalIncomplete);
    }
  }

  function change(patch: Partial<CustomGoalInput>) {
    setInput((current) => ({ ...current, ...patch }));
    setError(null);
  }

  return (
    <form className="goals-custom-form" onSubmit={submit} noValidate aria-labelledby="goals-custom-title">
      <h3 id="goals-custom-title">
        <Icon name="pencil" /> Make your own goal
      </h3>
      <p className="goals-muted">
        {full
          ? max === 0
            ? maxGoalsChosenMessage(0)
            : `You have chosen ${selectedCount} goal${selectedCount === 1 ? '' : 's'}. Unselect one to add your own.`
          : 'Got a dream of your own? Write it down here.'}
      </p>
      <TextField
        label="Goal title"
        required
        value={input.title}
        maxLength={200}
        onChange={(event) => change({ title: event.target.value })}
      />
      <TextAreaField
        label="What will you do?"
        hint="Describe your goal, for example how often you will practise."
        required
        rows={3}
        maxLength={2000}
        value={input.description}
        onChange={(event) => change({ description: event.target.value })}
      />
      <SelectField
        label="Skill area"
        options={PILLAR_OPTIONS}
        value={input.pillar}
        onChange={(event) => {
          if (isPillar(event.target.value)) change({ pillar: event.target.value });
        }}
      />
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <div>
        <Button type="submit" variant="secondary" disabled={full}>
          Add Custom Goal
        </Button>
      </div>
    </form>
  );
}
