import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { jest } from '@jest/globals';
import {
  configureApiClient,
  createAppStore,
  signedIn,
  signedOut,
  type Workshop,
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  Provider,
  Toasts,
} from '@mitti/shared';
import { testApiForEachTest, type TestApiHandler } from '@mitti/shared/testing';

/** The workshops' API for each test of a file that imports this helper: a real HTTP server on 127.0.0.1. */
const server = testApiForEachTest();
export const SHOPPER = { uid: 'u1', email: 'meera@example.com', displayName: 'Meera', photoURL: null };

interface ApiStub {
  workshops: Workshop[] | 'fail' | 'pending';
  /** The identity token the client gets; null when there is none. */
  token?: string | null;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Answers at the network edge: GET /workshops and /workshops/{id}; anything else (an order, which Book Now
 * must not place) is a 404 the tests can count.
 */
export function stubWorkshopsApi({ workshops, token = 'test-token' }: ApiStub) {
  configureApiClient({ baseUrl: server.url, getToken: async () => token, onAuthExpired: () => undefined });
  const apiMock = jest.fn<TestApiHandler>(async (request) => {
    const url = new URL(request.path, server.url);
    if (!url.pathname.startsWith('/workshops')) return json(404, { error: 'Not found', statusCode: 404 });
    if (workshops === 'pending') return new Promise<Response>(() => undefined);
    if (workshops === 'fail') return json(500, { error: 'boom' });
    const id = url.pathname.match(/^\/workshops\/(.+)$/)?.[1];
    if (id) {
      const workshop = workshops.find((w) => w.id === decodeURIComponent(id));
      return workshop ? json(200, workshop) : json(404, { error: 'Workshop not found', statusCode: 404 });
    }
    return json(200, workshops);
  });
  server.answer(apiMock);
  return apiMock;
}

function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{location.pathname}</output>
      <output data-testid="location-state">{JSON.stringify(location.state ?? null)}</output>
    </>
  );
}

/** Renders a workshops page in a fresh store and a memory router, the way the shell hosts it. */
export function renderWorkshops(
  ui: ReactElement,
  { path = '/workshops', route = '/workshops', signedInAs = false } = {},
) {
  const store = createAppStore();
  store.dispatch(signedInAs ? signedIn(SHOPPER) : signedOut());
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toasts />
    </Provider>,
  );
  return { store, ...result };
}
