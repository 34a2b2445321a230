import type { ReactElement } from 'react';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { ShippingPage } from './shipping-page';
import { TermsPage } from './terms-page';
import { PrivacyPage } from './privacy-page';
import { NotFoundPage } from './not-found-page';
import { LocationCard } from './contact/location-card';
import { renderWithProviders } from '../../../../shared/test/render-with-providers';
import { itIsAHindiCatalog, itKeepsEveryFigure } from '../../../../shared/test/hindi-catalog';
import { hindi as privacyInHindi } from './legal/privacy-hi';
import { hindi as shippingInHindi } from './shipping/shipping-hi';
import { hindi as termsInHindi } from './terms/terms-hi';
import { renderInHindi } from '../../test/render-in-hindi';

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

  it('shipping on a Hindi page: its figures, its table and its links in Hindi, the amounts as the SPEC writes them (issue 57)', async () => {
    await renderInHindi(<ShippingPage />, { route: '/shipping', words: ShippingPage.hindiWords });
    for (const name of ['शिपिंग की जानकारी', 'वापसी और बदलाव', 'टूटी-फूटी चीज़ें', 'रद्द करना']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('row', { name: /^एक्सप्रेस/ })).toHaveTextContent('एक्सप्रेस2-3 कार्यदिवसRs. 300');
    expect(document.body).toHaveTextContent('भुगतान पक्का होने के बाद ऑर्डर 1-2 कार्यदिवसों के भीतर तैयार किए जाते हैं।');
    expect(screen.getByRole('link', { name: 'मेरे ऑर्डर' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: 'हमसे संपर्क करें' })).toHaveAttribute('href', '/contact');
    expect(document.title).toBe('शिपिंग और वापसी | Mitti Studio');
  });

  it('terms cover every SPEC section and name the support mailbox, customer care', () => {
    renderWithProviders(<TermsPage />, { route: '/terms' });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(9);
    const questions = screen.getByText(/^Questions about these terms/);
    expect(questions).toHaveTextContent('Questions about these terms should be sent to hello@mittistudio.in.');
    expect(within(questions).getByRole('link', { name: 'hello@mittistudio.in' })).toHaveAttribute(
      'href',
      'mailto:hello@mittistudio.in',
    );
  });

  it('names one mailbox for each purpose on every page: customer care, and the grievance officer (issue 53)', () => {
    const mailboxes = (ui: ReactElement, route: string) => {
      renderWithProviders(ui, { route });
      const found = screen
        .getAllByRole('link')
        .map((link) => link.getAttribute('href') ?? '')
        .filter((href) => href.startsWith('mailto:'));
      cleanup();
      return found;
    };
    const everywhere = [
      ...mailboxes(<TermsPage />, '/terms'),
      ...mailboxes(<PrivacyPage />, '/privacy'),
      ...mailboxes(<ShippingPage />, '/shipping'),
      ...mailboxes(<LocationCard />, '/contact'),
    ];
    expect([...new Set(everywhere)].sort()).toEqual(['mailto:grievance@mittistudio.in', 'mailto:hello@mittistudio.in']);

    renderWithProviders(<PrivacyPage />, { route: '/privacy' });
    const officer = screen.getByRole('heading', { name: 'Contact and Grievance Officer' }).closest('section')!;
    expect(officer).toHaveTextContent('Grievance Officer: Priya Menon');
    expect(within(officer).getByRole('link', { name: 'grievance@mittistudio.in' })).toHaveAttribute(
      'href',
      'mailto:grievance@mittistudio.in',
    );
  });

  it('privacy explains DPDP rights and names a grievance officer', () => {
    renderWithProviders(<PrivacyPage />, { route: '/privacy' });
    expect(screen.getByRole('heading', { name: 'Your rights under the DPDP Act, 2023' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contact and Grievance Officer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How long we keep it' })).toBeInTheDocument();
  });

  it('the privacy policy and the terms give a grievance the same times: acknowledged in 48 hours, resolved in a month', () => {
    renderWithProviders(<PrivacyPage />, { route: '/privacy' });
    const rights = screen.getByRole('heading', { name: 'Your rights under the DPDP Act, 2023' }).closest('section')!;
    expect(rights).toHaveTextContent('acknowledges your request within 48 hours and resolves it within one month');
    expect(rights).not.toHaveTextContent('30 days');
    cleanup();
    renderWithProviders(<TermsPage />, { route: '/terms' });
    expect(document.body).toHaveTextContent('within 48 hours and resolve it within one month');
  });

  it('privacy on a Hindi page: the DPDP notice in Hindi, the same officer and times, its title with it (issue 57)', async () => {
    await renderInHindi(<PrivacyPage />, { route: '/privacy', words: PrivacyPage.hindiWords });
    expect(screen.getByRole('heading', { level: 1, name: 'गोपनीयता नीति' })).toBeInTheDocument();
    expect(document.title).toBe('गोपनीयता नीति | Mitti Studio');
    const rights = screen.getByRole('heading', { name: 'DPDP अधिनियम, 2023 के तहत आपके अधिकार' }).closest('section')!;
    expect(rights).toHaveTextContent('पावती 48 घंटों के भीतर देते हैं और एक महीने के भीतर उसका निवारण करते हैं');
    const officer = screen.getByRole('heading', { name: 'संपर्क और शिकायत अधिकारी' }).closest('section')!;
    expect(officer).toHaveTextContent('शिकायत अधिकारी: Priya Menon');
    expect(within(officer).getByRole('link', { name: 'grievance@mittistudio.in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'संपर्क फ़ॉर्म' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('navigation', { name: 'गोपनीयता नीति के भाग' })).toBeInTheDocument();
  });

  it('terms on a Hindi page: every section in Hindi, the seller and the grievance officer as they are (issue 57)', async () => {
    await renderInHindi(<TermsPage />, { route: '/terms', words: TermsPage.hindiWords });
    expect(screen.getByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(9);
    const questions = screen.getByText(/^इन नियमों के बारे में सवाल/);
    expect(questions).toHaveTextContent('इन नियमों के बारे में सवाल यहाँ भेजें: hello@mittistudio.in.');
    expect(document.body).toHaveTextContent(
      'हम हर शिकायत की पावती 48 घंटों के भीतर देते हैं और उसे मिलने के एक महीने के भीतर उसका निवारण करते हैं।',
    );
    expect(screen.getByRole('link', { name: 'शिपिंग और वापसी' })).toHaveAttribute('href', '/shipping');
    expect(document.title).toBe('नियम और शर्तें | Mitti Studio');
  });

  it('not found offers a way back', () => {
    renderWithProviders(<NotFoundPage />, { route: '/nowhere' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });
});

describe("the shipping page's Hindi", () => {
  itIsAHindiCatalog(shippingInHindi, { atLeast: 30 });
  itKeepsEveryFigure(shippingInHindi);
});

describe("the terms' Hindi", () => {
  itIsAHindiCatalog(termsInHindi, { atLeast: 30 });
  itKeepsEveryFigure(termsInHindi);
});

describe("the privacy policy's Hindi", () => {
  itIsAHindiCatalog(privacyInHindi, { atLeast: 50 });
  itKeepsEveryFigure(privacyInHindi);
});
