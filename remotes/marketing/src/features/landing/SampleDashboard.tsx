import { Card, Icon, ProgressBar, StatTile } from '@dreampitch/ui';
import { SampleTag } from '../shared/SampleTag';
import { SAMPLE_ACHIEVEMENTS, SAMPLE_SKILLS, SAMPLE_STATS, SAMPLE_TRAINING } from './sampleDashboardContent';

/** The landing page's decorative dashboard preview: every panel is labelled as a sample for assistive tech. */
export function SampleDashboard() {
  return (
    <section className="mkt-sample" aria-labelledby="mkt-sample-title">
      <h2 id="mkt-sample-title" className="mkt-sample__title">
        A peek at your dashboard
      </h2>
      <p className="mkt-sample__note">Sample figures for illustration, not real data.</p>

      <ul className="mkt-sample__stats" aria-label="Sample stats">
        {SAMPLE_STATS.map((stat) => (
          <li key={stat.label}>
            <StatTile
              label={stat.label}
              value={stat.value}
              icon={<Icon name={stat.icon} />}
              tone={stat.tone}
            />
          </li>
        ))}
      </ul>

      <div className="mkt-sample__grid">
        <Card as="section" aria-labelledby="mkt-sample-skills" className="mkt-sample__card">
          <h3 id="mkt-sample-skills" className="mkt-sample__card-title">
            <SampleTag /> Skill Levels
          </h3>
          {SAMPLE_SKILLS.map((skill) => (
            <ProgressBar
              key={skill.label}
              label={skill.label}
              value={skill.value}
              max={10}
              valueText={`${skill.value}/10`}
              tone={skill.tone}
              size="sm"
            />
          ))}
        </Card>

        <Card as="section" aria-labelledby="mkt-sample-training" className="mkt-sample__card">
          <h3 id="mkt-sample-training" className="mkt-sample__card-title">
            <SampleTag /> Today&apos;s Training
          </h3>
          <ul className="mkt-sample__list">
            {SAMPLE_TRAINING.map((item) => (
              <li key={item.title} className="mkt-sample__training">
                <span
                  className={item.done ? 'mkt-sample__check mkt-sample__check--done' : 'mkt-sample__check'}
                  aria-hidden="true"
                >
                  {item.done ? '✓' : ''}
                </span>
                <span className="mkt-sample__training-title">{item.title}</span>
                <span className="mkt-sample__minutes">{item.minutes} min</span>
                <span className="visually-hidden">{item.done ? ', done' : ', to do'}</span>
              </li>
            ))}
          </ul>
        </Card>

        <Card as="section" aria-labelledby="mkt-sample-achievements" tone="dark" className="mkt-sample__card">
          <h3 id="mkt-sample-achievements" className="mkt-sample__card-title">
            <SampleTag /> Recent Achievements
          </h3>
          <ul className="mkt-sample__list">
            {SAMPLE_ACHIEVEMENTS.map((achievement) => (
              <li key={achievement.name} className="mkt-sample__achievement">
                <span className="mkt-sample__achievement-icon">
                  <Icon name={achievement.icon} />
                </span>
                <span>
                  <strong>{achievement.name}</strong>
                  <span className="mkt-sample__achievement-detail">{achievement.detail}</span>
                </span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </section>
  );
}
