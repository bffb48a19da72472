import type { ReactNode } from 'react';
import { verticalOfRoute } from 'shared/config';
import { routeMeta, type RouteName } from 'shared/routes';
import { VerticalGate } from '../killswitch/VerticalGate';
import { RequireAuth } from './RequireAuth';
import { RequireBoundPhone } from './RequireBoundPhone';

/**
 * Wraps a route's element in the guards its meta asks for (SPEC §2 guards 1 and 2), outermost first.
 * A vertical's screen sits inside the operator's live switch of that vertical before anything else:
 * switched off it is not-found (no login asked for), in maintenance it shows the maintenance page.
 */
export function guarded(name: RouteName, element: ReactNode): ReactNode {
  const meta = routeMeta(name);
  const inner = meta.bindPhone ? <RequireBoundPhone>{element}</RequireBoundPhone> : element;
  const withAuth = meta.requiresAuth ? <RequireAuth>{inner}</RequireAuth> : inner;
  const vertical = verticalOfRoute(name);
  return vertical === null ? withAuth : <VerticalGate vertical={vertical}>{withAuth}</VerticalGate>;
}
