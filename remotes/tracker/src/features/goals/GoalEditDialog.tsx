import {
  localIsoDate,
  validateGoalEdit,
  type Goal,
  type GoalEdit,
  type GoalEditErrors,
} from '@dreampitch/domain';
import { TextAreaField, TextField } from '@dreampitch/ui';
import { useState } from 'react';
import { FormDialog } from './FormDialog';

export interface GoalEditDialogProps {
  goal: Goal;
  onClose(): void;
  onSave(changes: GoalEdit): Promise<void>;
}

/** Title, description and target date of a goal. */
export function GoalEditDialog({ goal, onClose, onSave }: GoalEditDialogProps) {
  const [values, setValues] = useState<GoalEdit>(() => pick(goal));
  const [errors, setErrors] = useState<GoalEditErrors>({});
  const today = localIsoDate();

  function change(patch: Partial<GoalEdit>) {
    setValues((current) => ({ ...current, ...patch }));
  }

  return (
    <FormDialog
      onClose={onClose}
      title="Edit goal"
      submitLabel="Save Changes"
      onSubmit={async () => {
        const checked = validateGoalEdit(values, today, goal.targetDate);
        setErrors(checked.ok ? {} : checked.errors);
        if (!checked.ok) return false;
        await onSave(checked.value);
        return true;
      }}
    >
      <TextField
        label="Goal title"
        required
        maxLength={200}
        value={values.title}
        error={errors.title}
        onChange={(event) => change({ title: event.target.value })}
      />
      <TextAreaField
        label="Description"
        rows={3}
        maxLength={2000}
        value={values.description}
        onChange={(event) => change({ description: event.target.value })}
      />
      <TextField
        label="Target date"
        type="date"
        required
        min={today}
        value={values.targetDate}
        error={errors.targetDate}
        onChange={(event) => change({ targetDate: event.target.value })}
      />
    </FormDialog>
  );
}

function pick(goal: Goal): GoalEdit {
  return { title: goal.title, description: goal.description, targetDate: goal.targetDate ?? '' };
}
