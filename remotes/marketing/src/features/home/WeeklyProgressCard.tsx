import { Card, ProgressBar } from '@dreampitch/ui';
import { SampleTag } from '../shared/SampleTag';
import { SAMPLE_WEEKLY_PROGRESS } from './homeContent';

/** Static sample of a week's progress (spec §1): decorative, labelled as a sample for assistive tech. */
export function WeeklyProgressCard() {
  return (
    <Card as="section" aria-labelledby="mkt-weekly-title" className="mkt-weekly" padding="lg">
      <h2 id="mkt-weekly-title" className="mkt-weekly__title">
        <SampleTag /> This Week&apos;s Progress
      </h2>
      <div className="mkt-weekly__score">
        <span className="mkt-weekly__percent">{SAMPLE_WEEKLY_PROGRESS.percent}%</span>
        <span className="mkt-weekly__caption">of weekly goals completed</span>
      </div>
      <ProgressBar
        label="Weekly goals completed"
        hideLabel
        showValue={false}
        value={SAMPLE_WEEKLY_PROGRESS.percent}
        tone="accent"
        size="lg"
      />
      <div className="mkt-weekly__skills">
        {SAMPLE_WEEKLY_PROGRESS.skills.map((skill) => (
          <ProgressBar
            key={skill.label}
            label={skill.label}
            value={skill.value}
            max={10}
            valueText={`${skill.value}/10`}
            size="sm"
          />
        ))}
      </div>
    </Card>
  );
}
