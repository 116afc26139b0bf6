// The router of the whole page: react-router-dom, as one federated singleton
// (`@colleghi/shared/router`, shared as this file). Sharing the package whole would ship all of
// it (data routers, server helpers) before any screen; this module re-exports the declarative API
// we route with, so each build keeps only that. Apps and @colleghi/shared import routing from
// here only (ESLint enforces it). The list is deliberately wider than today's use: a remote built
// later against a newer @colleghi/shared may use any of it while an older host provides it.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
  createSearchParams,
  generatePath,
  matchPath,
  resolvePath,
} from 'react-router-dom';
export type {
  Location,
  NavigateFunction,
  NavigateOptions,
  Params,
  PathMatch,
  SetURLSearchParams,
  To,
} from 'react-router-dom';
