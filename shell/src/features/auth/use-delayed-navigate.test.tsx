import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { BrowserRouter, Route, Routes } from '@mitti/shared';
import { useDelayedNavigate } from './use-delayed-navigate';

function SignedInPage() {
  useDelayedNavigate(true, '/', 1500);
  return <p>Welcome back</p>;
}

function renderAtLogin() {
  window.history.replaceState({}, '', '/login');
  render(
    <BrowserRouter>
      <Routes>
        <Route path="/login" element={<SignedInPage />} />
        <Route path="*" element={<p>Another page</p>} />
      </Routes>
    </BrowserRouter>,
  );
}

describe('the pause after a sign-in', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('moves a shopper still on the page on to the next one', () => {
    renderAtLogin();
    act(() => jest.advanceTimersByTime(1500));
    expect(window.location.pathname).toBe('/');
  });

  it('leaves a shopper who followed a link in the pause where they went, even before the link’s page is shown', () => {
    renderAtLogin();
    // A link's click puts its address in the history first; the router shows its page a moment later.
    act(() => jest.advanceTimersByTime(1400));
    window.history.pushState({}, '', '/orders');
    act(() => jest.advanceTimersByTime(100));
    expect(window.location.pathname).toBe('/orders');
  });
});
