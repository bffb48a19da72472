/**
 * The router, shared as this narrow entry instead of the whole react-router package: a federated
 * singleton ships every export of its module, and react-router's (data loaders, server rendering,
 * cookies, sessions) are twice what the apps use. Every app imports the router from here only
 * (lint enforces it), so host and remotes still share one copy and its contexts.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  NavigationType,
  Route,
  RouterProvider,
  Routes,
  UNSAFE_LocationContext,
  createBrowserRouter,
  createMemoryRouter,
  matchRoutes,
  useLocation,
  useMatches,
  useNavigate,
  useOutlet,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Location, NonIndexRouteObject, RouteObject, UIMatch } from 'react-router-dom';
