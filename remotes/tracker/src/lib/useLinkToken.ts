import { useLocation, useNavigate } from '@dreampitch/ui/router';
import { useCallback } from 'react';

/**
 * The token a mailed link put in the URL (`?<param>=…`), and a way to drop it from the address bar (replacing the
 * history entry), so a used single-use link is not left to be bookmarked or shared.
 */
export function useLinkToken(param: string): [token: string | null, drop: () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const token = new URLSearchParams(location.search).get(param);
  const drop = useCallback(() => {
    const rest = new URLSearchParams(location.search);
    rest.delete(param);
    const search = rest.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [location.pathname, location.search, navigate, param]);
  return [token, drop];
}
