/**
 * What the shell provides as the shared `react-router-dom` singleton (ADR 0014). A shared module is provided whole
 * (webpack cannot know what remotes will use), and react-router 7 whole is 68 KB gzip on every page; this facade
 * lists the names the product uses, so the shell's build keeps only those (about 19 KB). It imports from
 * `react-router`, which is not a share key, so the facade never consumes itself.
 *
 * Adding a name: export it here; `react-router-dom-facade.test.ts` fails while any source imports a name that is
 * missing here, because a remote would get `undefined` at run time.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useMatch,
  useHref,
  useInRouterContext,
  useOutletContext,
  useResolvedPath,
  matchPath,
  generatePath,
  createSearchParams,
} from 'react-router';
