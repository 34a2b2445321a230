/**
 * The router API of the composed site. Apps import these from `@mitti/shared`, never from
 * `react-router-dom`: the shared package is the one singleton they negotiate, and it carries only the
 * part of the router the site uses, instead of the whole library as a shared module of its own (which
 * the build cannot trim). Decision record 013.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export { HydratingBrowserRouter, type ServerLocation } from './hydrating-browser-router';
export type { Location, NavigateFunction, RouteObject } from 'react-router-dom';
