import { Link } from '@dreampitch/ui/router';

/** The landing page has no shell nav (bare layout), so it brings its own brand bar. */
export function LandingHeader() {
  return (
    <header className="mkt-landing-header">
      <div className="dp-container mkt-landing-header__inner">
        <Link to="/" className="mkt-brand" aria-label="DreamPitch home">
          <span className="mkt-brand__ball" aria-hidden="true">
            ⚽
          </span>
          DreamPitch
        </Link>
        <nav aria-label="Site">
          <ul className="mkt-landing-header__links">
            <li>
              <Link to="/app/features">Features</Link>
            </li>
            <li>
              <Link to="/app/auth">Sign In</Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
