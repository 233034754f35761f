import { defaultDestination, PAGE_TITLES } from '@dreampitch/domain';
import { useAuth } from '@dreampitch/session';
import { Link } from '@dreampitch/ui/router';

const DESTINATION_LABELS: Record<string, string> = {
  '/app/family': PAGE_TITLES.family,
  '/app/dashboard': PAGE_TITLES.dashboard,
  '/app/goal-tracker': PAGE_TITLES.goalTracker,
};

/**
 * The landing page has no shell nav (bare layout), so it brings its own brand bar. It is prerendered signed out;
 * once the session is restored in the browser a signed-in user sees the way to their own page instead of "Sign In".
 */
export function LandingHeader() {
  const { user } = useAuth();
  const destination = user ? defaultDestination(user) : null;
  return (
    <header className="mkt-landing-header">
      <div className="dp-container mkt-landing-header__inner">
        <Link to="/" className="mkt-brand">
          <span className="dp-ball-mark" aria-hidden="true" />
          DreamPitch
        </Link>
        <nav aria-label="Site">
          <ul className="mkt-landing-header__links">
            <li>
              <Link to="/app/features">Features</Link>
            </li>
            <li>
              {destination ? (
                <Link to={destination}>{DESTINATION_LABELS[destination] ?? PAGE_TITLES.home}</Link>
              ) : (
                <Link to="/app/auth">Sign In</Link>
              )}
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
