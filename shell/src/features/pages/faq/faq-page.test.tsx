import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { FaqPage } from '../faq-page';
import { FAQ_CATEGORIES, FAQ_ENTRIES } from './faq-data';
import { renderWithProviders } from '@mitti/shared/testing';

/** Answer regions currently shown (group sections are regions too). */
const openAnswers = () => [...document.querySelectorAll<HTMLElement>('[id^="faq-answer-"]:not([hidden])')];

describe('FaqPage', () => {
  it('shows the four groups with every question closed', () => {
    renderWithProviders(<FaqPage />, { route: '/faq' });
    for (const group of FAQ_CATEGORIES)
      expect(screen.getByRole('heading', { level: 2, name: group })).toBeInTheDocument();
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(FAQ_ENTRIES.length);
    expect(openAnswers()).toHaveLength(0);
    expect(document.title).toBe('Frequently Asked Questions | Mitti Studio');
  });

  it('opens one answer at a time, and closes it again', async () => {
    renderWithProviders(<FaqPage />, { route: '/faq' });
    const returns = screen.getByRole('button', { name: 'What is your return policy?' });
    const cancel = screen.getByRole('button', { name: 'Can I cancel a workshop booking?' });

    await userEvent.click(returns);
    expect(returns).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'What is your return policy?' })).toHaveTextContent(
      'within 7 days of delivery',
    );

    await userEvent.click(cancel);
    expect(cancel).toHaveAttribute('aria-expanded', 'true');
    expect(returns).toHaveAttribute('aria-expanded', 'false');
    expect(openAnswers()).toHaveLength(1);
    expect(openAnswers()[0]).toHaveTextContent('3-6 days before for a 50% refund');

    await userEvent.click(cancel);
    expect(openAnswers()).toHaveLength(0);
  });

  it('ends with a way to contact us', async () => {
    renderWithProviders(<FaqPage />, { route: '/faq', otherRoutes: ['/contact'] });
    const closing = screen.getByRole('region', { name: "Can't find what you're looking for?" });
    await userEvent.click(within(closing).getByRole('link', { name: 'Contact Us' }));
    expect(screen.getByText('Page /contact')).toBeInTheDocument();
  });

  it('follows a link inside an answer without leaving the app', async () => {
    renderWithProviders(<FaqPage />, { route: '/faq', otherRoutes: ['/shipping'] });
    await userEvent.click(screen.getByRole('button', { name: 'What is your return policy?' }));
    await userEvent.click(screen.getByRole('link', { name: 'Shipping & Returns' }));
    expect(screen.getByText('Page /shipping')).toBeInTheDocument();
  });
});
