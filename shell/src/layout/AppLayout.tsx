import { LABELS } from '@dreampitch/domain';
import { asOneTransition, useAuth, useSubscription } from '@dreampitch/session';
import { useId, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from '@dreampitch/ui/router';
import { footerLinksFor, navLinksFor } from './navLinks';

export function AppLayout() {
  const { user, loading, logout } = useAuth();
  const { tier } = useSubscription();
  const location = useLocation();
  // The menu belongs to the page it was opened on, so it closes whenever the page changes.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? location.pathname : null);
  const navigate = useNavigate();
  const menuId = useId();
  // Until the session is known the nav lists nothing rather than a guest's links that a member's would replace: the
  // SPA page is built in this state (tools/prerender), for visitors of either kind.
  const links = loading ? [] : navLinksFor(Boolean(user), tier, user?.accountType, user?.age);

  // One transition: were the signed-out session to render before the navigation, a protected page's guard would send
  // the visitor to sign in.
  const onLogout = () =>
    asOneTransition(async () => {
      await logout();
      navigate('/app');
    });

  const linkItems = (
    <>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.to === '/app'} className="shell-nav__link">
            {link.label}
          </NavLink>
        </li>
      ))}
      {user && (
        <li>
          <button type="button" className="shell-nav__link shell-nav__logout" onClick={onLogout}>
            Logout
          </button>
        </li>
      )}
    </>
  );

  return (
    <div className="shell-layout">
      <a className="shell-skip-link" href="#main">
        Skip to content
      </a>
      <header className="shell-header">
        <div className="dp-container shell-header__inner">
          {/* No aria-label: the name is the visible "DreamPitch Beta" (WCAG 2.5.3, label in name). */}
          <Link to="/app" className="shell-brand">
            <span className="dp-ball-mark" aria-hidden="true" /> DreamPitch{' '}
            <span className="shell-beta">Beta</span>
          </Link>
          <nav aria-label="Main" className="shell-nav shell-nav--desktop">
            <ul>{linkItems}</ul>
          </nav>
          <button
            type="button"
            className="shell-menu-button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <span className="shell-menu-button__icon" aria-hidden="true" />
            <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          </button>
        </div>
        <nav
          id={menuId}
          aria-label="Mobile"
          className="shell-nav shell-nav--mobile"
          hidden={!menuOpen}
          onKeyDown={(event) => event.key === 'Escape' && setMenuOpen(false)}
        >
          <ul>{linkItems}</ul>
        </nav>
      </header>
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="shell-footer">
        <div className="dp-container">
          <nav aria-label="Footer">
            <ul>
              {footerLinksFor(Boolean(user)).map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <p>© 2025 DreamPitch. {LABELS.tagline}</p>
        </div>
      </footer>
    </div>
  );
}
