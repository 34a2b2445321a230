/**
 * The Filter Products panel a shopper opened before the app ran, at the moment the app takes it over. React runs
 * on its test scheduler, as in quantity-stepper-takeover.test.tsx: the test runs the hydrating task alone and
 * presses Escape after it, where a browser paints the app's page and a shopper's key can come. React, React DOM,
 * the router and the panel are loaded afresh for it (the setup's React DOM runs on the real scheduler).
 */
import { within } from '@testing-library/dom';
import { expect, it, jest } from '@jest/globals';
import { outsideActEnvironment, type TestScheduler } from '../../test/react-test-scheduler';

outsideActEnvironment();

async function loadOnTestScheduler() {
  jest.resetModules();
  jest.mock('scheduler', () => jest.requireActual('scheduler/unstable_mock'));
  const [{ useLayoutEffect }, { hydrateRoot }, { renderToString }, { MemoryRouter }, { FilterPanel }, filters] =
    await Promise.all([
      import('react'),
      import('react-dom/client'),
      import('react-dom/server'),
      import('@mitti/shared'),
      import('./filter-panel'),
      import('./store-filters'),
    ]);
  const Scheduler = jest.requireMock<TestScheduler>('scheduler');

  /** Marks the hydrating commit in the scheduler's log (it renders nothing). */
  function Committed() {
    useLayoutEffect(() => Scheduler.log('committed'), []);
    return null;
  }
  const page = (
    <MemoryRouter initialEntries={['/store']}>
      <FilterPanel
        filters={filters.NO_FILTERS}
        categories={['Bowls']}
        materials={['Terracotta']}
        hrefOf={() => '/store'}
        onApply={() => undefined}
        toggleClassName="button"
      />
      <Committed />
    </MemoryRouter>
  );
  return { Scheduler, hydrateRoot, renderToString, page };
}

it('is the app’s from the hydrating commit: an Escape right after it closes the panel opened before the app', async () => {
  const { Scheduler, hydrateRoot, renderToString, page } = await loadOnTestScheduler();
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const toggle = within(container).getByText('Filter Products', { selector: 'summary' });
  const details = toggle.closest('details')!;
  // The shopper opens the panel before the app runs: the browser toggles the <details> and the summary has focus.
  details.open = true;
  toggle.focus();

  hydrateRoot(container, page);
  await Promise.resolve();
  // React hydrates and commits, and stops at the end of that task: the next one may be the shopper's key.
  Scheduler.unstable_flushNumberOfYields(1);
  const close = within(container).getByRole('link', { name: 'Close filters', hidden: true });
  expect(document.activeElement).toBe(close);
  document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  // The rest of React's work, and the <details>' toggle events, which the browser sends in tasks of their own.
  for (let round = 0; round < 5; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    Scheduler.unstable_flushAllWithoutAsserting();
  }

  expect(details.open).toBe(false);
  expect(toggle).toHaveFocus();
  container.remove();
});
