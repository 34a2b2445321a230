import { describe, expect, it, jest } from '@jest/globals';
import { renderWithProviders } from '../../test/render-with-providers';
import { ActionForm } from './action-form';
import { RETURN_TO_MAX_LENGTH } from './form-actions';
import { PageLanguageContext } from '../i18n/messages';
import type { Language } from '../i18n/languages';

const returnToOf = (route: string, language: Language = 'en') => {
  const { container } = renderWithProviders(
    <PageLanguageContext.Provider value={{ language, translator: null }}>
      <ActionForm action="newsletter" onSubmit={jest.fn()}>
        <button type="submit">Subscribe</button>
      </ActionForm>
      <ActionForm action="cart" onSubmit={jest.fn()}>
        <button type="submit">Add to Cart</button>
      </ActionForm>
    </PageLanguageContext.Provider>,
    { route },
  );
  return [...container.querySelectorAll<HTMLInputElement>('input[name="returnTo"]')].map((input) => input.value);
};

describe('a form’s way back to its page', () => {
  it('is the page in its language: a Hindi page’s under /hi (decision 102)', () => {
    expect(returnToOf('/store?tag=vase', 'hi')).toEqual(['/hi/store?tag=vase', '/hi/store?tag=vase']);
  });

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
