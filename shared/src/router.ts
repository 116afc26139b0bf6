// The router of the whole page: react-router-dom, a federation singleton, so every app's routes
// and links live in the host's router. Apps and @colleghi/shared import routing from here only
// (ESLint enforces it), the declarative API we route with. The list is deliberately wider than
// today's use: a remote built later against a newer @colleghi/shared may use any of it.
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
