/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import { BEFORE_APP } from './index';

// The script as it is built and the document runs it: once, before anything else listens.
new Function(BEFORE_APP.stepper.source)();

/** A quantity from 1 to `max` as the server renders it, with its − and +. */
function stepper(max: number, value = 1) {
  document.body.innerHTML = `
    <button type="button" aria-label="Decrease quantity" aria-controls="q" data-step="-1"${value <= 1 ? ' disabled' : ''}>−</button>
    <input id="q" type="number" min="1" max="${max}" value="${value}">
    <button type="button" aria-label="Increase quantity" aria-controls="q" data-step="1"${value >= max ? ' disabled' : ''}>+</button>`;
  const [less, more] = [...document.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement];
  return { less, more, field: document.querySelector('input')! };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe("a quantity's − and + before the app runs", () => {
  it('step the field within its range, and disable the button at either end', () => {
    const { less, more, field } = stepper(3);
    more.click();
    expect([field.value, less.disabled, more.disabled]).toEqual(['2', false, false]);
    more.click();
    expect([field.value, less.disabled, more.disabled]).toEqual(['3', false, true]);
    more.click(); // disabled: a tap on it does nothing
    expect(field.value).toBe('3');
    less.click();
    less.click();
    expect([field.value, less.disabled, more.disabled]).toEqual(['1', true, false]);
  });

  it('step from what the shopper typed', () => {
    const { more, field } = stepper(8);
    field.value = '5';
    more.click();
    expect(field.value).toBe('6');
  });

  it('stand down once the app has the button: its handler cancels the click, and the field steps once', () => {
    const { more, field } = stepper(8);
    more.addEventListener('click', (event) => {
      event.preventDefault();
      field.value = String(field.valueAsNumber + 1);
    });
    more.click();
    expect(field.value).toBe('2');
  });

  it('leave a button without a field of its own alone', () => {
    document.body.innerHTML = `<button data-step="1" aria-controls="nothing">+</button><button data-step="1">+</button>`;
    for (const button of document.querySelectorAll('button')) expect(() => button.click()).not.toThrow();
  });
});
