import '@testing-library/jest-dom/jest-globals';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';

jest.unstable_mockModule('../../features/search/search-box', () => ({ SearchBox: () => null }));

const { createAppStore, MemoryRouter, Provider } = await import('@mitti/shared');
const { MobileMenu } = await import('./mobile-menu');

/**
 * The browser's popover, which jsdom lacks: a menu the shopper opened before the app ran is open until
 * something hides it.
 */
let popoverOpen = false;
const matches = HTMLElement.prototype.matches;

beforeEach(() => {
  popoverOpen = true;
  Object.assign(HTMLElement.prototype, {
    showPopover: () => void (popoverOpen = true),
    hidePopover: () => void (popoverOpen = false),
    matches(this: HTMLElement, selector: string) {
      return selector === ':popover-open' ? this.id === 'mobile-menu' && popoverOpen : matches.call(this, selector);
    },
  });
  // React's own scheduling, not act()'s: the effects run after the commit, as in the browser.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  const prototype = HTMLElement.prototype as unknown as Record<string, unknown>;
  delete prototype.showPopover;
  delete prototype.hidePopover;
  HTMLElement.prototype.matches = matches;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

/** The navbar's part: it holds whether the menu is open; signing out stays on the page, as on `/`. */
function Menu({ email = null, onSignOut = () => undefined }: { email?: string | null; onSignOut?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <MobileMenu
      open={open}
      email={email}
      onOpened={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onSignOut={onSignOut}
    />
  );
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the phone menu when the app takes over', () => {
  it('stays closed after a tap on a link that lands before the app has looked at the menu it found open', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    root.render(
      <Provider store={createAppStore()}>
        <MemoryRouter initialEntries={['/store']}>
          <Menu />
        </MemoryRouter>
      </Provider>,
    );
    // The first task after the commit: the menu is on the page, its effects still to run.
    const storeLink = () => container.querySelector<HTMLElement>('#mobile-menu a[href="/store"]');
    while (!storeLink()) await nextTask();
    expect(popoverOpen).toBe(true);
    fireEvent.click(storeLink()!);
    for (let task = 0; task < 5; task += 1) await nextTask();
    expect(popoverOpen).toBe(false);
    expect(container.querySelector('#mobile-menu')).not.toHaveClass('mobile-menu--open');
    root.unmount();
    container.remove();
  });

  it('stays closed after Sign Out lands before the app has looked at the menu it found open', async () => {
    const signOut = jest.fn();
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    root.render(
      <Provider store={createAppStore()}>
        <MemoryRouter initialEntries={['/']}>
          <Menu email="meera@example.com" onSignOut={signOut} />
        </MemoryRouter>
      </Provider>,
    );
    const signOutButton = () =>
      [...container.querySelectorAll<HTMLElement>('#mobile-menu button')].find(
        (button) => button.textContent === 'Sign Out',
      );
    while (!signOutButton()) await nextTask();
    expect(popoverOpen).toBe(true);
    fireEvent.click(signOutButton()!);
    for (let task = 0; task < 5; task += 1) await nextTask();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(popoverOpen).toBe(false);
    expect(container.querySelector('#mobile-menu')).not.toHaveClass('mobile-menu--open');
    root.unmount();
    container.remove();
  });
});
