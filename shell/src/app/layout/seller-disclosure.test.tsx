import { render, screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
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
});
