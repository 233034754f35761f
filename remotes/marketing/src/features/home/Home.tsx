import { LABELS } from '@dreampitch/domain';
import { ButtonLink, Card, Icon, Section } from '@dreampitch/ui';
import { KEY_BENEFITS, WHY_CHOOSE } from './homeContent';
import { PlayingStylePicker } from './PlayingStylePicker';
import { WeeklyProgressCard } from './WeeklyProgressCard';
import '../shared/shared.css';
import './home.css';

export function Home() {
  return (
    <div className="mkt-home">
      <section className="dp-container" aria-labelledby="mkt-home-title">
        <div className="mkt-home-hero">
          <div className="mkt-home-hero__copy">
            <p className="mkt-eyebrow">For players 6 to 18+ and their parents</p>
            <h1 id="mkt-home-title" className="mkt-home-hero__title">
              Set goals. Train smart. <span className="mkt-home-hero__highlight">See yourself improve.</span>
            </h1>
            <p className="mkt-home-hero__lead">
              DreamPitch turns every practice into progress: goals made for your age, sessions you plan,
              check-ins that take seconds and games that sharpen your decisions.
            </p>
            <div className="mkt-home-hero__actions">
              <ButtonLink to="/app/goal-tracker" variant="accent" size="lg">
                {LABELS.startTracking}
              </ButtonLink>
              <ButtonLink to="/app/features" variant="secondary" size="lg">
                {LABELS.exploreFeatures}
              </ButtonLink>
            </div>
          </div>
          <WeeklyProgressCard />
        </div>
      </section>

      <div className="dp-container">
        <PlayingStylePicker />

        <Section
          title="Why Choose DreamPitch?"
          description="Built with coaches, players and parents for the way young players really train."
        >
          <ul className="mkt-card-grid mkt-card-grid--four">
            {WHY_CHOOSE.map((benefit) => (
              <Card as="li" key={benefit.title} className="mkt-benefit">
                <span className="mkt-icon-tile">
                  <Icon name={benefit.icon} />
                </span>
                <h3 className="mkt-benefit__title">{benefit.title}</h3>
                <p className="mkt-benefit__text">{benefit.text}</p>
              </Card>
            ))}
          </ul>
        </Section>

        <Section title="Key Benefits" className="mkt-key-benefits">
          <ul className="mkt-key-benefits__list">
            {KEY_BENEFITS.map((benefit) => (
              <li key={benefit} className="mkt-key-benefits__item">
                <span className="mkt-key-benefits__check" aria-hidden="true">
                  ✓
                </span>
                {benefit}
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </div>
  );
}
