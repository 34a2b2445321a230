import { describe, expect, it, jest } from '@jest/globals';
import { renderWithProviders } from '../../test/render-with-providers';
import { ActionForm } from './action-form';
import { RETURN_TO_MAX_LENGTH } from './form-actions';

const returnToOf = (route: string) => {
  const { container } = renderWithProviders(
    <>
      <ActionForm action="newsletter" onSubmit={jest.fn()}>
        <button type="submit">Subscribe</button>
      </ActionForm>
      <ActionForm action="cart" onSubmit={jest.fn()}>
        <button type="submit">Add to Cart</button>
      </ActionForm>
    </>,
    { route },
  );
  return [...container.querySelectorAll<HTMLInputElement>('input[name="returnTo"]')].map((input) => input.value);
};

describe('a form’s way back to its page', () => {
  it('is the page with its query', () => {
    expect(returnToOf('/store?tag=vase&category=Bowls')).toEqual([
      '/store?tag=vase&category=Bowls',
      '/store?tag=vase&category=Bowls',
    ]);
  });

  it('does not copy a long query into every form: the page without it', () => {
    const values = returnToOf(`/store?tag=${'x'.repeat(11_000)}`);
    expect(values).toEqual(['/store', '/store']);
    for (const value of values) expect(value.length).toBeLessThanOrEqual(RETURN_TO_MAX_LENGTH);
  });

  it('keeps a query up to the limit', () => {
    const route = `/store?tag=${'x'.repeat(RETURN_TO_MAX_LENGTH - '/store?tag='.length)}`;
    expect(returnToOf(route)[0]).toBe(route);
  });
});
