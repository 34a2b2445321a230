import { render, screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { PageLanguageContext } from '@mitti/shared';
import { createHindiTranslator } from '../../i18n/hindi-translator';
import { SellerDisclosure } from './seller-disclosure';

describe('SellerDisclosure (footer)', () => {
  it('names the seller, its address, customer care and the grievance officer with response times', () => {
    render(<SellerDisclosure />);
    const section = screen.getByRole('region', { name: 'Seller' });
    expect(section).toHaveTextContent(
      'Mitti Studio Crafts Private Limited, 14 Pali Hill Road, Bandra West, Mumbai, Maharashtra 400050, India',
    );
    expect(section).toHaveTextContent('Grievance officer: Priya Menon');
    expect(section).toHaveTextContent('acknowledged within 48 hours and resolved within one month');
    expect(screen.getByRole('link', { name: 'grievance@mittistudio.in' })).toHaveAttribute(
      'href',
      'mailto:grievance@mittistudio.in',
    );
    expect(screen.getAllByRole('link', { name: '+91 22 2640 1234' })[0]).toHaveAttribute('href', 'tel:+912226401234');
  });

  it('on a Hindi page: its words and the times in Hindi, the seller, its address and contacts as they are (issue 57)', () => {
    render(
      <PageLanguageContext.Provider value={{ language: 'hi', translator: createHindiTranslator() }}>
        <SellerDisclosure />
      </PageLanguageContext.Provider>,
    );
    const section = screen.getByRole('region', { name: 'विक्रेता' });
    expect(section).toHaveTextContent('Mitti Studio Crafts Private Limited, 14 Pali Hill Road');
    expect(section).toHaveTextContent('ग्राहक सेवा: +91 22 2640 1234');
    expect(section).toHaveTextContent('(मंगलवार से रविवार, सुबह 11 बजे से शाम 7 बजे तक)');
    expect(section).toHaveTextContent(
      'शिकायत अधिकारी: Priya Menon, grievance@mittistudio.in, +91 22 2640 1234. शिकायतों की पावती 48 घंटों के भीतर दी जाती है और एक महीने के भीतर उनका निवारण किया जाता है।',
    );
  });
});
