import { render, screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import type { Product } from '@mitti/shared';
import { englishWords } from '@mitti/shared/remote-words';
import { netQuantity, ProductDisclosures } from './product-disclosures';

describe('ProductDisclosures (Legal Metrology)', () => {
  it('shows country of origin, net quantity, dimensions, MRP inclusive of all taxes and the maker', () => {
    const product = {
      id: 'kulhad-chai-cups',
      name: 'Kulhad Chai Cups (Set of 6)',
      price: 540,
      mrp: 600,
      dimensions: '7 x 7 x 8 cm',
    } as Product;
    render(<ProductDisclosures product={product} />);
    const facts = screen.getByRole('region', { name: 'Product information' });
    const value = (term: string) => screen.getByText(term).nextSibling;
    expect(facts).toBeInTheDocument();
    expect(value('Country of origin')).toHaveTextContent('India');
    expect(value('Net quantity')).toHaveTextContent('6 pieces');
    expect(value('Dimensions')).toHaveTextContent('7 x 7 x 8 cm');
    expect(value('MRP')).toHaveTextContent('Rs. 600/- (inclusive of all taxes)');
    expect(value('Maker')).toHaveTextContent('Mitti Studio, Bandra West, Mumbai');
  });

  it('counts pairs and sets, and a single piece otherwise', () => {
    expect(netQuantity('Cobalt Porcelain Tea Cups (Pair)', englishWords)).toBe('2 pieces (1 pair)');
    expect(netQuantity('Porcelain Quarter Plates (Set of 4)', englishWords)).toBe('4 pieces');
    expect(netQuantity('Forest Green Mug', englishWords)).toBe('1 piece');
  });
});
