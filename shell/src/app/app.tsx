import 'react-toastify/dist/ReactToastify.css';
import {
  selectAuthStatus,
  useAppSelector,
  type AppStore,
  RouterProvider,
  type createBrowserRouter,
  Provider,
  ToastContainer,
} from '@mitti/shared';
import { StartupOverlay } from '../components/layout/startup-overlay';

interface Props {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
}

/** Renders the site only once the initial authentication check has completed. */
function Routes({ router }: Pick<Props, 'router'>) {
  const status = useAppSelector(selectAuthStatus);
  return status === 'checking' ? null : <RouterProvider router={router} />;
}

export function App({ store, router }: Props) {
  return (
    <Provider store={store}>
      <StartupOverlay />
      <Routes router={router} />
      <ToastContainer position="top-right" autoClose={4000} limit={20} newestOnTop />
    </Provider>
  );
}
