import { useEffect } from 'react';
import { useLocation, useNavigate } from 'shared/router';
import { routePatterns } from 'shared/routes';
import { Spinner } from 'shared/ui';
import { useKeptKeys } from '../navigation/tabs-context';

/**
 * /redirect and /redirect/*: goes on to the path after /redirect (home for a bare /redirect). The
 * navigator's reload() comes through here to remount a page, so it waits until the tab bar has
 * let go of the kept page; otherwise the "new" page would be the old one shown again.
 */
export function RedirectPage() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const target = pathname.slice(routePatterns.redirect.length) || routePatterns.home;
  const stillKept = useKeptKeys().has(target);

  useEffect(() => {
    // The router reports its own navigation errors; the redirect has nothing to wait for.
    if (!stillKept) void navigate(target + search + hash, { replace: true });
  }, [stillKept, navigate, target, search, hash]);

  return <Spinner />;
}
