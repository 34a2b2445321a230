import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { configureApiClient, PageLanguageContext, type PageLanguage } from '@mitti/shared';
import { renderWithProviders, testApiForEachTest } from '../../../../shared/test/render-with-providers';
import { json } from '../../../../shared/test/test-api-server';
import { createHindiTranslator } from '../../i18n/hindi-translator';
import { SearchBox } from './search-box';

const server = testApiForEachTest();

/** What GET /products?q=kul finds: one piece the owner named in Hindi, one not. */
const found = [
  { id: 'kulhads', name: 'Kulhad Chai Cups', nameHi: 'चाय के कुल्हड़', category: 'Cups', price: 900, stock: 4 },
  { id: 'kulfi-bowl', name: 'Kulfi Bowl', nameHi: null, category: 'Bowls', price: 450, stock: 2 },
];

beforeEach(() => {
  server.answer((request) => (request.path === '/products?q=kul' ? json(200, found) : json(404, {})));
  configureApiClient({ baseUrl: server.url, getToken: async () => null, onAuthExpired: () => undefined });
});

function renderBox(page: PageLanguage) {
  return renderWithProviders(
    <PageLanguageContext.Provider value={page}>
      <SearchBox variant="navbar" />
    </PageLanguageContext.Provider>,
    { route: '/' },
  );
}

describe('the navbar search in the page language', () => {
  it('on a Hindi page: asks, suggests and searches in Hindi, each piece by its Hindi name where the owner gave one', async () => {
    renderBox({ language: 'hi', translator: createHindiTranslator() });
    const box = screen.getByRole('combobox', { name: 'उत्पाद खोजें' });
    expect(box).toHaveAttribute('placeholder', 'उत्पाद खोजें');
    expect(screen.getByRole('button', { name: 'खोजें' })).toBeInTheDocument();
    // Before the app runs, the search is a GET to the Hindi store.
    expect(screen.getByRole('search')).toHaveAttribute('action', '/hi/store');

    await userEvent.type(box, 'kul');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(screen.getByRole('listbox', { name: 'सुझाव' })).toBeVisible();
    expect(screen.getByText('चाय के कुल्हड़')).not.toHaveAttribute('lang');
    expect(screen.queryByText('Kulhad Chai Cups')).not.toBeInTheDocument();
    expect(screen.getByText('Kulfi Bowl')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Cups')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('status')).toHaveTextContent('2 सुझाव उपलब्ध हैं।');
  });

  it('on an English page: the English words, names and store, nothing marked', async () => {
    renderBox({ language: 'en', translator: null });
    const box = screen.getByRole('combobox', { name: 'Search products' });
    expect(screen.getByRole('search')).toHaveAttribute('action', '/store');
    await userEvent.type(box, 'kul');
    expect(await screen.findByText('Kulhad Chai Cups')).not.toHaveAttribute('lang');
    expect(screen.getByText('Cups')).not.toHaveAttribute('lang');
    expect(screen.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('2 suggestions available.');
  });
});
