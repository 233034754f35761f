import { LABELS } from '@dreampitch/domain';
import { Link } from '@dreampitch/ui/router';

export function LandingFooter() {
  return (
    <footer className="mkt-landing-footer">
      <div className="dp-container mkt-landing-footer__inner">
        <p className="mkt-landing-footer__brand">
          <span className="dp-ball-mark" aria-hidden="true" /> DreamPitch · {LABELS.tagline}
        </p>
        <nav aria-label="Legal">
          <ul className="mkt-landing-footer__links">
            <li>
              <Link to="/app/privacy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/app/terms">Terms of Service</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
