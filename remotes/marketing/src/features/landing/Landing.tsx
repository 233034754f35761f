import { LABELS } from '@dreampitch/domain';
import { ButtonLink, Card, Icon } from '@dreampitch/ui';

import { WaitlistForm } from '../waitlist/WaitlistForm';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import { SampleDashboard } from './SampleDashboard';
import './landing.css';

const HIGHLIGHTS = [
  {
    icon: 'target',
    title: 'Goals that fit your age',
    text: 'Pick a playing style and get goals made for players aged 6 to 18 and beyond.',
  },
  {
    icon: 'trending',
    title: 'Progress you can see',
    text: 'Schedule sessions, log how training felt and watch your skills climb week by week.',
  },
  {
    icon: 'gamepad',
    title: 'Games that train your brain',
    text: 'Mini-games like the Decision Drill earn points, levels and badges while you learn.',
  },
] as const;

export function Landing() {
  return (
    <div className="mkt-landing">
      <a className="mkt-skip-link" href="#mkt-landing-main">
        Skip to content
      </a>
      <LandingHeader />
      <main id="mkt-landing-main" className="mkt-landing__main" tabIndex={-1}>
        <section className="mkt-hero" aria-labelledby="mkt-hero-title">
          <div className="dp-container mkt-hero__inner">
            <div className="mkt-hero__copy">
              <p className="mkt-live-badge">
                <span className="mkt-live-badge__dot" aria-hidden="true" />
                Live Beta · Open now
              </p>
              <h1 id="mkt-hero-title" className="mkt-hero__title">
                {LABELS.tagline}
              </h1>
              <p className="mkt-hero__lead">
                DreamPitch is the soccer training and goal-tracking app for young players and the parents who
                cheer them on. Set goals, train with purpose and see yourself improve.
              </p>
              <div className="mkt-hero__actions">
                <ButtonLink to="/app" variant="accent" size="lg">
                  {LABELS.enterBeta}
                </ButtonLink>
                <span className="mkt-hero__free">Free to start · No card needed</span>
              </div>
              <Card className="mkt-waitlist-card" padding="md">
                <h2 className="mkt-waitlist-card__title">Get news first</h2>
                <p className="mkt-waitlist-card__text">
                  Join the waitlist for new features, games and the full launch.
                </p>
                <WaitlistForm />
              </Card>
            </div>
            <div className="mkt-hero__preview">
              <SampleDashboard />
            </div>
          </div>
        </section>

        <section className="dp-container mkt-highlights" aria-labelledby="mkt-highlights-title">
          <h2 id="mkt-highlights-title" className="mkt-highlights__title">
            Everything a young player needs to grow
          </h2>
          <ul className="mkt-highlights__grid">
            {HIGHLIGHTS.map((highlight) => (
              <Card as="li" key={highlight.title} className="mkt-highlight">
                <span className="mkt-highlight__icon">
                  <Icon name={highlight.icon} />
                </span>
                <h3 className="mkt-highlight__title">{highlight.title}</h3>
                <p className="mkt-highlight__text">{highlight.text}</p>
              </Card>
            ))}
          </ul>
        </section>
      </main>
      <LandingFooter />
    </div>
  );
}
