import type { ReactElement } from 'react';
import { jest } from '@jest/globals';
import { configureApiClient, type Workshop } from '@mitti/shared';
import {
  renderWithProviders,
  testApiForEachTest,
  type TestApiHandler,
} from '../../../shared/test/render-with-providers';
import { json } from '../../../shared/test/test-api-server';

/** The workshops' API for each test of a file that imports this helper: a real HTTP server on 127.0.0.1. */
const server = testApiForEachTest();
export const SHOPPER = { uid: 'u1', email: 'meera@example.com', displayName: 'Meera', photoURL: null };

interface ApiStub {
  workshops: Workshop[] | 'fail' | 'pending';
  /** The identity token the client gets; null when there is none. */
  token?: string | null;
}

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

/**
 * Renders a workshops page the way the shell hosts it: the shared render helper's defaults here. `signedInAs`
 * 'checking': the sign-in check has not ended yet.
 */
export function renderWorkshops(
  ui: ReactElement,
  {
    path = '/workshops',
    route = '/workshops',
    signedInAs = false,
  }: { path?: string; route?: string; signedInAs?: boolean | 'checking' } = {},
) {
  return renderWithProviders(ui, {
    route: path,
    pattern: route,
    session: signedInAs === 'checking' ? undefined : signedInAs && SHOPPER,
    elsewhere: true,
    locationProbe: true,
    toasts: true,
  });
}
