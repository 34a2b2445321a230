import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@mitti/shared';

/** How long a route may take to render its heading (a remote loads its code, then its data). */
export const HEADING_TIMEOUT_MS = 8000;

interface Heading {
  element: HTMLElement;
  text: string;
}

const readHeading = (main: HTMLElement): Heading | null => {
  const element = main.querySelector<HTMLElement>('h1');
  return element ? { element, text: element.textContent ?? '' } : null;
};

/**
 * After every route change, moves focus to the new page's h1 and announces the new document title in a
 * polite live region. Remotes render asynchronously, so it watches `main` until a heading that differs from
 * the previous page's appears. The first page load keeps focus where the browser put it.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const previous = useRef<Heading | null>(null);
  const firstPath = useRef(pathname);

  useEffect(() => {
    const main = document.getElementById('main');
    if (!main) return;
    const isFirstPage = pathname === firstPath.current && previous.current === null;
    let announceTimer: ReturnType<typeof setTimeout> | undefined;

    const isNew = (heading: Heading) =>
      heading.element !== previous.current?.element || heading.text !== previous.current.text;

    const arrive = (heading: Heading) => {
      observer.disconnect();
      clearTimeout(giveUp);
      previous.current = heading;
      if (isFirstPage) return;
      if (!heading.element.hasAttribute('tabindex')) heading.element.tabIndex = -1;
      heading.element.focus({ preventScroll: true });
      // The page sets its title in an effect of the same render; read it once that has run.
      announceTimer = setTimeout(() => setMessage(document.title), 100);
    };

    const check = () => {
      const heading = readHeading(main);
      if (heading?.text && isNew(heading)) arrive(heading);
    };
    const observer = new MutationObserver(check);
    const giveUp = setTimeout(() => observer.disconnect(), HEADING_TIMEOUT_MS);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    check();
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
      clearTimeout(announceTimer);
    };
  }, [pathname]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </div>
  );
}
