/**
 * A quantity's − and + before the app runs (decision 035), in the head of a document whose page has one. A
 * button with `data-step` (-1 or 1) steps the number field its `aria-controls` names, within the field's min
 * and max, and disables the field's buttons at either end, as the app does. Once the app has the button its
 * handler cancels the click's default action, and this stands down: a tap steps once, by this or by the app,
 * never both.
 */
import { STEP_ATTRIBUTE } from './constants';

/** -1 for −, anything else steps up. */
const stepOf = (button: Element) => Number(button.getAttribute(STEP_ATTRIBUTE));

document.addEventListener('click', (event) => {
  // A click's target may be a text node, which has no closest().
  const target = event.target as Partial<Element> | null;
  if (event.defaultPrevented || !target?.closest) return;
  const button = target.closest<HTMLButtonElement>(`button[${STEP_ATTRIBUTE}]`);
  if (!button || button.disabled) return;
  const controls = button.getAttribute('aria-controls');
  const field = controls === null ? null : (document.getElementById(controls) as HTMLInputElement | null);
  // An element that is not an input (no stepUp) is left alone.
  if (!field || !('stepUp' in field)) return;
  try {
    if (stepOf(button) < 0) field.stepDown();
    else field.stepUp();
  } catch {
    // A field whose type does not step (stepUp throws): left as it is.
    return;
  }
  const value = field.valueAsNumber;
  for (const other of Array.from(
    document.querySelectorAll<HTMLButtonElement>(`button[${STEP_ATTRIBUTE}][aria-controls="${field.id}"]`),
  )) {
    other.disabled = stepOf(other) < 0 ? value <= Number(field.min) : value >= Number(field.max);
  }
});
