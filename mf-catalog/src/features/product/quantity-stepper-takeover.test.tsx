/**
 * The quantity at the moment the app takes it over, task by task as a phone's browser runs them. React runs on
 * its test scheduler here: the test runs React's tasks one stretch at a time and taps between them, where a
 * shopper's tap can come. React, React DOM and the stepper are loaded afresh for it (the setup's React DOM runs
 * on the real scheduler).
 */
import { within } from '@testing-library/dom';
import { beforeAll, expect, it, jest } from '@jest/globals';
import { BEFORE_APP } from '@mitti/document-server/before-app';
import { outsideActEnvironment, type TestScheduler } from '../../test/react-test-scheduler';

outsideActEnvironment();
beforeAll(() => {
  // The document's own script (decisions 035 and 091), as built and as the document server puts it in the head.
  new Function(BEFORE_APP.stepper.source)();
});

async function loadOnTestScheduler() {
  jest.resetModules();
  jest.mock('scheduler', () => jest.requireActual('scheduler/unstable_mock'));
  const [{ useEffect, useState }, { hydrateRoot }, { renderToString }, { QuantityStepper }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('react-dom/server'),
    import('./quantity-stepper'),
  ]);
  const Scheduler = jest.requireMock<TestScheduler>('scheduler');

  function Purchase() {
    const [quantity, setQuantity] = useState(1);
    return <QuantityStepper name="quantity" value={quantity} max={8} onChange={setQuantity} />;
  }
  /** Marks the end of the hydrating commit's effects in the scheduler's log (it renders nothing). */
  function EffectsRan() {
    useEffect(() => Scheduler.log('effects ran'), []);
    return null;
  }
  const page = (
    <>
      <Purchase />
      <EffectsRan />
    </>
  );
  return { Scheduler, hydrateRoot, renderToString, page };
}

it('counts a − tapped once the app has hydrated the stepped field and run its effects, before it renders again', async () => {
  const { Scheduler, hydrateRoot, renderToString, page } = await loadOnTestScheduler();
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const view = within(container);
  const field = view.getByRole<HTMLInputElement>('spinbutton', { name: 'Quantity' });
  const less = view.getByRole('button', { name: 'Decrease quantity' });
  const more = view.getByRole('button', { name: 'Increase quantity' });
  more.click();
  more.click();
  expect(field).toHaveValue(3);
  // A browser's stepUp makes the value the shopper's (dirty), so the value attribute React hydrates does not
  // reset it; jsdom's leaves it clean. As a browser holds it:
  field.value = '3';

  hydrateRoot(container, page);
  await Promise.resolve();
  // React hydrates and runs the commit's effects, and stops there: the next task is the shopper's.
  Scheduler.unstable_flushNumberOfYields(1);
  less.click();
  for (let round = 0; round < 5; round += 1) {
    await Promise.resolve();
    Scheduler.unstable_flushAllWithoutAsserting();
  }

  expect(field).toHaveValue(2);
  container.remove();
});
