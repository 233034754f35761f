import {
  LABELS,
  PERSONALISATION_AGE_MAX,
  PERSONALISATION_AGE_MIN,
  PILLAR_LABELS,
  type PlayingStyle,
  type SkillLevel,
} from '@dreampitch/domain';
import { Button, Card, SelectField, TextField, Icon } from '@dreampitch/ui';
import type { FormEvent } from 'react';
import { STYLE_ICONS } from '../wizard-handoff/icons';
import { isSkillLevel, SKILL_LEVELS } from '../wizard-handoff/skillLevels';

interface PersonaliseFormProps {
  style: PlayingStyle;
  age: string;
  ageError: string | null;
  /** The age and skill level came from the player's profile. */
  fromProfile?: boolean;
  skillLevel: SkillLevel;
  onAgeChange(value: string): void;
  onSkillLevelChange(value: SkillLevel): void;
  onBack(): void;
  onSubmit(): void;
}

export function PersonaliseForm({
  style,
  age,
  ageError,
  fromProfile = false,
  skillLevel,
  onAgeChange,
  onSkillLevelChange,
  onBack,
  onSubmit,
}: PersonaliseFormProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <div className="goals-personalise">
      <Card
        as="section"
        tone="muted"
        aria-labelledby="goals-training-style-title"
        className="goals-training-style"
      >
        <h2 id="goals-training-style-title" className="goals-training-style__title">
          {LABELS.yourTrainingStyle}
        </h2>
        <p className="goals-training-style__who">
          <span aria-hidden="true">
            <Icon name={STYLE_ICONS[style.id]} />{' '}
          </span>
          Play like <strong>{style.name}</strong>, the {style.style}
        </p>
        <p>{style.description}</p>
        <p>
          Your goals will focus on{' '}
          <strong>{style.focusPillars.map((pillar) => PILLAR_LABELS[pillar]).join(' and ')}</strong> skills.
        </p>
      </Card>

      <Card as="section" aria-labelledby="goals-about-you-title">
        <h2 id="goals-about-you-title">About you</h2>
        {fromProfile && <p className="goals-personalise__note">{LABELS.personaliseFromProfile}</p>}
        <form className="goals-personalise__form" onSubmit={submit} noValidate>
          <TextField
            label="Your age"
            hint={`Ages ${PERSONALISATION_AGE_MIN} to ${PERSONALISATION_AGE_MAX}. A grown-up can help you fill this in.`}
            type="number"
            inputMode="numeric"
            min={PERSONALISATION_AGE_MIN}
            max={PERSONALISATION_AGE_MAX}
            required
            value={age}
            error={ageError ?? undefined}
            onChange={(event) => onAgeChange(event.target.value)}
          />
          <SelectField
            label="Skill level"
            options={SKILL_LEVELS}
            value={skillLevel}
            onChange={(event) => {
              if (isSkillLevel(event.target.value)) onSkillLevelChange(event.target.value);
            }}
          />
          <div className="goals-actions">
            <Button variant="secondary" onClick={onBack}>
              {LABELS.backToSelection}
            </Button>
            <Button type="submit" disabled={age.trim() === ''}>
              {LABELS.createMyGoals}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
