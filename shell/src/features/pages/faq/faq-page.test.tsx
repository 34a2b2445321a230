import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { FaqPage } from '../faq-page';
import { itIsAHindiCatalog, itKeepsEveryFigure } from '../../../../../shared/test/hindi-catalog';
import { FAQ_CATEGORIES, FAQ_ENTRIES } from './faq-data';
import { hindi } from './faq-hi';
import { renderWithProviders } from '../../../../../shared/test/render-with-providers';
import { renderInHindi } from '../../../test/render-in-hindi';

/** The FAQ's items (`<details>`), and those open. */
const items = () => [...document.querySelectorAll<HTMLDetailsElement>('details.pages-faq__item')];
const openItems = () => items().filter((item) => item.open);
const question = (text: string) => screen.getByRole('heading', { level: 3, name: text }).closest('summary')!;

describe('FaqPage', () => {
  it('shows the four groups with every question closed, every answer in the page', () => {
    renderWithProviders(<FaqPage />, { route: '/faq' });
    for (const group of FAQ_CATEGORIES)
      expect(screen.getByRole('heading', { level: 2, name: group })).toBeInTheDocument();
    expect(items()).toHaveLength(FAQ_ENTRIES.length);
    expect(openItems()).toHaveLength(0);
    // The browser opens each without the app: its answer is there, closed.
    for (const entry of FAQ_ENTRIES) {
      expect(screen.getByRole('heading', { level: 3, name: entry.question })).toBeInTheDocument();
    }
    expect(items().every((item) => item.getAttribute('name') === 'faq')).toBe(true);
    expect(items()[0]!.querySelector('.pages-faq__answer')).not.toBeEmptyDOMElement();
    expect(document.title).toBe('Frequently Asked Questions | Mitti Studio');
  });

  it('opens one answer at a time, and closes it again', async () => {
    renderWithProviders(<FaqPage />, { route: '/faq' });
    const returns = question('What is your return policy?');
    const cancel = question('Can I cancel a workshop booking?');

    await userEvent.click(returns);
    expect(returns.parentElement).toHaveProperty('open', true);
    expect(returns.parentElement).toHaveTextContent('within 7 days of delivery');

    await userEvent.click(cancel);
    expect(cancel.parentElement).toHaveProperty('open', true);
    expect(returns.parentElement).toHaveProperty('open', false);
    expect(openItems()).toHaveLength(1);
    expect(openItems()[0]).toHaveTextContent('3-6 days before for a 50% refund');

    await userEvent.click(cancel);
    expect(openItems()).toHaveLength(0);
  });

  it("promises only the checkout's own ways to pay, and sends no one to a product page for care that is not there (issue 53)", async () => {
    renderWithProviders(<FaqPage />, { route: '/faq', otherRoutes: ['/contact'] });
    const payment = question('Which payment methods do you accept?').parentElement!;
    expect(payment).toHaveTextContent('We accept debit and credit cards and UPI: choose Card / UPI at checkout');
    expect(payment).not.toHaveTextContent(/net ?banking|wallet/i);

    const care = question('Can I use your pieces in the microwave or dishwasher?').parentElement!;
    expect(care).not.toHaveTextContent(/product page/i);
    await userEvent.click(question('Can I use your pieces in the microwave or dishwasher?'));
    expect(care).toHaveTextContent('Not sure about a piece? Ask us through our contact page before you buy.');
    await userEvent.click(within(care).getByRole('link', { name: 'contact page' }));
    expect(screen.getByText('Page /contact')).toBeInTheDocument();
  });

  it('promises the same dispatch time as the shipping policy, 1-2 business days', () => {
    renderWithProviders(<FaqPage />, { route: '/faq' });
    expect(question('How long does it take to process my order?').parentElement).toHaveTextContent(
      'Orders are processed within 1-2 business days after payment is confirmed.',
    );
  });

  it('ends with a way to contact us', async () => {
    renderWithProviders(<FaqPage />, { route: '/faq', otherRoutes: ['/contact'] });
    const closing = screen.getByRole('region', { name: "Can't find what you're looking for?" });
    await userEvent.click(within(closing).getByRole('link', { name: 'Contact Us' }));
    expect(screen.getByText('Page /contact')).toBeInTheDocument();
  });

  it('follows a link inside an answer without leaving the app', async () => {
    renderWithProviders(<FaqPage />, { route: '/faq', otherRoutes: ['/shipping'] });
    await userEvent.click(question('What is your return policy?'));
    await userEvent.click(screen.getByRole('link', { name: 'Shipping & Returns' }));
    expect(screen.getByText('Page /shipping')).toBeInTheDocument();
  });

  it("on a Hindi page: its groups, questions and answers in Hindi, and an answer's link stays in the Hindi app (issue 57)", async () => {
    await renderInHindi(<FaqPage />, { route: '/faq', otherRoutes: ['/shipping'], words: FaqPage.hindiWords });
    expect(screen.getByRole('heading', { level: 1, name: 'अक्सर पूछे जाने वाले सवाल' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'शिपिंग और वापसी' })).toBeInTheDocument();
    expect(document.title).toBe('अक्सर पूछे जाने वाले सवाल | Mitti Studio');
    const returns = question('आपकी वापसी की नीति क्या है?');
    await userEvent.click(returns);
    expect(returns.parentElement).toHaveTextContent('डिलीवरी के 7 दिनों के भीतर');
    await userEvent.click(screen.getByRole('link', { name: 'शिपिंग और वापसी' }));
    expect(screen.getByText('Page /shipping')).toBeInTheDocument();
  });
});

describe("the FAQ's Hindi", () => {
  itIsAHindiCatalog(hindi, { atLeast: 30 });
  itKeepsEveryFigure(hindi);
});
