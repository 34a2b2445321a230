/**
 * The product page's first view: the server's `load` reads the product and its reviews, the server renders the
 * star line from them, and the browser, starting from the same data, hydrates that markup without a mismatch
 * and without asking for the reviews again (decision 029).
 */
import { act } from 'react';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from '@jest/globals';
import {
  apiHydrated,
  createAppStore,
  MemoryRouter,
  Provider,
  Route,
  Routes,
  ServerPageUrlContext,
  type AppStore,
} from '@mitti/shared';
import { pages } from '../../server';
import { stubProductsApi } from '../../test/render-catalog';
import { makeProduct } from '../../test/products';

const path = '/product/oat-bowl';

function Page({ store }: { store: AppStore }) {
  const { Component } = pages.ProductPage!;
  return (
    <Provider store={store}>
      <ServerPageUrlContext.Provider value={`http://localhost:3000${path}`}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/product/:id" element={<Component />} />
          </Routes>
        </MemoryRouter>
      </ServerPageUrlContext.Provider>
    </Provider>
  );
}

/** `before`: what the shopper did to the server's page before the app ran. */
async function firstView(reviews: Parameters<typeof stubProductsApi>[1], before?: (page: HTMLElement) => void) {
  const api = stubProductsApi([makeProduct({ id: 'oat-bowl', name: 'Oat Bowl' })], reviews);
  const serverStore = createAppStore();
  await pages.ProductPage!.load!({
    store: serverStore,
    params: { id: 'oat-bowl' },
    url: new URL(`http://shop${path}`),
  });
  const html = renderToString(<Page store={serverStore} />);

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  before?.(container);
  const browserStore = createAppStore();
  browserStore.dispatch(apiHydrated({ api: serverStore.getState().api }));
  const calledBefore = api.mock.calls.length;
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Page store={browserStore} />, {
      onRecoverableError: (error) => mismatches.push(error),
    });
  });
  const asked = api.mock.calls.slice(calledBefore).map(([request]) => request.path);
  return { html, container, mismatches, asked };
}

describe('the product page’s reviews in its first view', () => {
  it('renders the real star line and the reviews on the server, and hydrates them as they are', async () => {
    const { html, container, mismatches, asked } = await firstView({
      'oat-bowl': {
        average: 4.5,
        count: 2,
        reviews: [
          {
            id: 'r-1',
            reviewer: 'Priya S.',
            rating: 5,
            title: null,
            text: 'Holds biryani for six.',
            writtenAt: '2026-11-19T20:00:00Z',
          },
          {
            id: 'r-2',
            reviewer: 'Rahul M.',
            rating: 4,
            title: null,
            text: 'Heavy when full.',
            writtenAt: '2026-10-01T08:00:00Z',
          },
        ],
      },
    });
    expect(html).toContain('4.5 (2 reviews)');
    expect(html).toContain('Priya S.');
    expect(html).toContain('20 November 2026');
    expect(mismatches).toEqual([]);
    expect(container).toHaveTextContent('4.5 (2 reviews)');
    expect(asked.filter((p) => p.includes('/reviews'))).toEqual([]);
    container.remove();
  });

  it('renders "No reviews yet" on the server for a product without any, and hydrates it', async () => {
    const { html, container, mismatches } = await firstView({});
    expect(html).toContain('No reviews yet');
    expect(html).not.toContain('24 reviews');
    expect(mismatches).toEqual([]);
    expect(container).toHaveTextContent('No reviews yet');
    container.remove();
  });

  it('takes over the quantity the field holds when the app starts: − and + step from it', async () => {
    const { container, mismatches } = await firstView({}, (page) => {
      // Stepped with + (the document's own script) or typed before the app ran.
      page.querySelector<HTMLInputElement>('input[name="quantity"]')!.value = '3';
    });
    const view = within(container);
    const field = view.getByRole('spinbutton', { name: 'Quantity' });
    expect(mismatches).toEqual([]);
    expect(field).toHaveValue(3);
    expect(view.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
    await userEvent.click(view.getByRole('button', { name: 'Increase quantity' }));
    expect(field).toHaveValue(4);
    await userEvent.click(view.getByRole('button', { name: 'Decrease quantity' }));
    expect(field).toHaveValue(3);
    container.remove();
  });
});
