import { screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { ShippingPage } from './shipping-page';
import { TermsPage } from './terms-page';
import { PrivacyPage } from './privacy-page';
import { NotFoundPage } from './not-found-page';
import { renderWithProviders } from '@mitti/shared/testing';

describe('policy pages', () => {
  it('shipping states the SPEC figures in its four sections and links to help', () => {
    renderWithProviders(<ShippingPage />, { route: '/shipping' });
    for (const name of ['Shipping Information', 'Returns & Exchanges', 'Damaged Items', 'Cancellations']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const text = document.body.textContent ?? '';
    for (const figure of [
      '5-7 business days',
      'Rs. 1,500',
      'Rs. 150',
      'Rs. 300',
      '2-3 business days',
      'Rs. 450',
      '12 PM',
      '1-2 business days',
      '4-6 weeks',
      'within 7 days of delivery',
      '7-10 business days',
      '48 hours',
      '50% refund',
    ]) {
      expect(text).toContain(figure);
    }
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(document.title).toBe('Shipping & Returns | Mitti Studio');
  });

  it('terms cover every SPEC section and name the support mailbox', () => {
    renderWithProviders(<TermsPage />, { route: '/terms' });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(9);
    expect(screen.getByRole('link', { name: 'support@mittistudio.in' })).toHaveAttribute(
      'href',
      'mailto:support@mittistudio.in',
    );
  });

  it('privacy explains DPDP rights and names a grievance officer', () => {
    renderWithProviders(<PrivacyPage />, { route: '/privacy' });
    expect(screen.getByRole('heading', { name: 'Your rights under the DPDP Act, 2023' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contact and Grievance Officer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How long we keep it' })).toBeInTheDocument();
  });

  it('not found offers a way back', () => {
    renderWithProviders(<NotFoundPage />, { route: '/nowhere' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });
});
