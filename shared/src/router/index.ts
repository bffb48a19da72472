/**
 * The router, shared as this narrow entry instead of the whole react-router package: a federated
 * singleton ships every export of its module, and react-router's (data loaders, server rendering,
 * cookies, sessions) are twice what the apps use. Every app imports the router from here only
 * (lint enforces it), so host and remotes still share one copy and its contexts. Declarative routing
 * only: nothing of the data router (loaders, actions, fetchers), which the site does not use.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  NavigationType,
  Route,
  Routes,
  UNSAFE_LocationContext,
  matchRoutes,
  useLocation,
  useNavigate,
  useOutlet,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { Location, NonIndexRouteObject, RouteMatch, RouteObject } from 'react-router-dom';
