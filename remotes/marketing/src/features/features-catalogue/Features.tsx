import { LABELS, SIGN_UP_PATH } from '@dreampitch/domain';
import { Badge, ButtonLink, Card, Icon, PageHeader, Section } from '@dreampitch/ui';
import { EXTRA_FEATURES, MAIN_FEATURES, PARENT_LEVELS } from './featuresContent';
import '../shared/shared.css';
import './features.css';

export function Features() {
  return (
    <div className="dp-container mkt-features">
      <PageHeader
        align="center"
        eyebrow="Features"
        title="Everything You Need to Own the Pitch"
        subtitle="Training plans, progress tracking, mindset work and games, built for young players and the parents who support them."
      />

      <Section title="Main Features" description="The core of DreamPitch, for every player.">
        <ul className="mkt-card-grid mkt-card-grid--three">
          {MAIN_FEATURES.map((feature) => (
            <Card as="li" key={feature.title} className="mkt-feature">
              <span className="mkt-icon-tile">
                <Icon name={feature.icon} />
              </span>
              <h3 className="mkt-feature__title">{feature.title}</h3>
              <p className="mkt-feature__text">{feature.text}</p>
              <ul className="mkt-feature__points">
                {feature.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </Card>
          ))}
        </ul>
      </Section>

      <Section title="And There's More" description="Small touches that make training easier every week.">
        <ul className="mkt-card-grid mkt-card-grid--four">
          {EXTRA_FEATURES.map((extra) => (
            <Card as="li" key={extra.title} tone="muted" className="mkt-extra">
              <span className="mkt-extra__icon">
                <Icon name={extra.icon} />
              </span>
              <h3 className="mkt-extra__title">{extra.title}</h3>
              <p className="mkt-extra__text">{extra.text}</p>
              {'link' in extra && (
                <ButtonLink to={extra.link.to} variant="secondary" size="sm">
                  {extra.link.label}
                </ButtonLink>
              )}
            </Card>
          ))}
        </ul>
      </Section>

      <Section
        title="Choose Your Level of Parental Involvement"
        description="Every family is different. Parents pick how closely they follow along."
      >
        <ul className="mkt-card-grid mkt-card-grid--three mkt-parent-levels">
          {PARENT_LEVELS.map((level) => (
            <Card
              as="li"
              key={level.title}
              tone={level.popular ? 'highlight' : 'default'}
              className="mkt-parent-level"
            >
              {level.popular && (
                <Badge tone="primary" className="mkt-parent-level__badge">
                  {LABELS.mostPopular}
                </Badge>
              )}
              <span className="mkt-icon-tile">
                <Icon name={level.icon} />
              </span>
              <h3 className="mkt-parent-level__title">{level.title}</h3>
              <p className="mkt-parent-level__text">{level.text}</p>
              <ul className="mkt-feature__points">
                {level.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </Card>
          ))}
        </ul>
      </Section>

      <section className="mkt-final-cta" aria-labelledby="mkt-final-cta-title">
        <h2 id="mkt-final-cta-title" className="mkt-final-cta__title">
          Ready to Start Your Journey?
        </h2>
        <p className="mkt-final-cta__text">
          Create your free account in a minute, or try the goal tracker right away.
        </p>
        <div className="mkt-final-cta__actions">
          <ButtonLink to={SIGN_UP_PATH} variant="accent" size="lg">
            Create Free Account
          </ButtonLink>
          <ButtonLink to="/app/goal-tracker" variant="secondary" size="lg">
            {LABELS.tryGoalTrackerFree}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
