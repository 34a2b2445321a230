/**
 * The router of a page hydrated in slices (decision 055): it renders the URL the server rendered until
 * hydration has committed, whatever the address bar says meanwhile, and then follows the address bar.
 */
import { act, lazy, startTransition, useState, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes, StaticRouter } from 'react-router-dom';
import { HydratingBrowserRouter, NAVIGATING_ATTRIBUTE } from './hydrating-browser-router';

function Home() {
  const [taps, setTaps] = useState(0);
  return (
    <main>
      <h1>Home</h1>
      <button type="button" onClick={() => setTaps((n) => n + 1)}>
        Add to Cart ({taps})
      </button>
      <Link to="/workshops">Workshops</Link>
    </main>
  );
}

/** A page whose chunk comes when the test says so. */
let deliverSlowPage: () => void = () => undefined;
const SlowPage = lazy(
  () =>
    new Promise<{ default: ComponentType }>((resolve) => {
      deliverSlowPage = () => resolve({ default: () => <h1>Contact</h1> });
    }),
);

const pages = (
  <Routes>
    <Route path="/" element={<Home />} />
    <Route path="/contact" element={<SlowPage />} />
    <Route path="/store" element={<h1>Store</h1>} />
    <Route path="/workshops" element={<h1>Workshops</h1>} />
  </Routes>
);

let root: Root | null = null;

/** The server's markup for `/` in the document, the address bar at `/`. */
function serverRenderedHome() {
  window.history.replaceState(null, '', '/');
  const container = document.createElement('div');
  container.innerHTML = renderToString(<StaticRouter location="/">{pages}</StaticRouter>);
  document.body.append(container);
  return container;
}

function hydrate(container: HTMLElement, mismatches: unknown[]) {
  startTransition(() => {
    root = hydrateRoot(
      container,
      <HydratingBrowserRouter serverLocation={{ pathname: '/', search: '', hash: '' }}>{pages}</HydratingBrowserRouter>,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
  });
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('HydratingBrowserRouter', () => {
  it("hydrates the server's page when the address bar moved before hydration, then shows the new URL's page", async () => {
    const container = serverRenderedHome();
    const home = container.querySelector('h1');
    window.history.pushState(null, '', '/store');
    const mismatches: unknown[] = [];

    await act(async () => hydrate(container, mismatches));

    expect(mismatches).toEqual([]);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Store'));
    // Hydrated, not replaced: React took over the server's markup before it moved on.
    expect(home?.isConnected).toBe(false);
  });

  it("a tap that restarts hydration after the address bar moved lands on the server's page", async () => {
    // React's own scheduling, not act's: the hydration must still be pending when the tap comes.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = serverRenderedHome();
    const mismatches: unknown[] = [];
    hydrate(container, mismatches);
    // Before the sliced hydration has run: the address bar moves, then the shopper taps the server's button.
    window.history.pushState(null, '', '/store');
    const button = container.querySelector('button')!;
    button.click();

    await waitFor(() => expect(button).toHaveTextContent('Add to Cart (1)'));
    expect(mismatches).toEqual([]);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Store'));
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('follows links and the back button after hydration', async () => {
    const container = serverRenderedHome();
    const mismatches: unknown[] = [];
    await act(async () => hydrate(container, mismatches));

    await act(async () => screen.getByRole('link', { name: 'Workshops' }).click());
    expect(window.location.pathname).toBe('/workshops');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Workshops');

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Home'));
    expect(mismatches).toEqual([]);
  });

  it('marks the document while the page a move goes to is on its way, and unmarks it once that page is shown', async () => {
    const container = serverRenderedHome();
    await act(async () => hydrate(container, []));
    const marked = () => document.documentElement.hasAttribute(NAVIGATING_ATTRIBUTE);
    expect(marked()).toBe(false);

    await act(async () => window.history.pushState(null, '', '/contact'));
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    // The page left stays on screen meanwhile.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Home');
    expect(marked()).toBe(true);

    await act(async () => deliverSlowPage());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact'));
    expect(marked()).toBe(false);
  });
});
