/**
 * The router every app shares as one instance (one history, one context: a second copy would throw "useLocation()
 * may be used only in the context of a <Router>"). A shared module is downloaded whole, whatever its consumers
 * use, so only the part of react-router the apps use is re-exported here: the shared chunk is that part, not all
 * of react-router (data routers, forms, fetchers, server rendering). Import it by package name, even inside
 * libs/ui, so the federation runtime hands every app the same copy.
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
} from 'react-router';
export type { LinkProps, Location } from 'react-router';
