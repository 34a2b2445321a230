import '@testing-library/jest-dom/jest-globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from '@mitti/shared';
import { describe, expect, it } from '@jest/globals';
import { RouteAnnouncer } from './route-announcer';

function Titled({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} | Mitti Studio`;
  }, [title]);
  return <h1>{title}</h1>;
}

/** Like a remote: renders its heading a moment after the route changes. */
function Late() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <Titled title="Workshops" /> : <p>Loading...</p>;
}

function renderSite() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Link to="/story">Our Story</Link>
      <Link to="/workshops">Workshops</Link>
      <main id="main">
        <Routes>
          <Route path="/" element={<Titled title="Home" />} />
          <Route path="/story" element={<Titled title="Our Story" />} />
          <Route path="/workshops" element={<Late />} />
        </Routes>
      </main>
      <RouteAnnouncer />
    </MemoryRouter>,
  );
}

describe('RouteAnnouncer', () => {
  it('leaves focus alone on the first page', () => {
    renderSite();
    expect(screen.getByRole('heading', { name: 'Home' })).not.toHaveFocus();
  });

  it('focuses the new h1 and announces the title after navigation', async () => {
    renderSite();
    await userEvent.click(screen.getByRole('link', { name: 'Our Story' }));
    const heading = screen.getByRole('heading', { name: 'Our Story' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(screen.getByTestId('route-announcer')).toHaveTextContent('Our Story | Mitti Studio'));
  });

  it('waits for a heading rendered later, as a remote does', async () => {
    renderSite();
    await userEvent.click(screen.getByRole('link', { name: 'Workshops' }));
    expect(await screen.findByRole('heading', { name: 'Workshops' })).toHaveFocus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(screen.getByTestId('route-announcer')).toHaveTextContent('Workshops | Mitti Studio');
  });
});
