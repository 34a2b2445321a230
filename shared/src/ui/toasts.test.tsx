import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { notify } from './notify';
import { Toasts } from './toasts';

describe('toasts', () => {
  it('are nothing in the server’s markup, so the browser hydrates the same', () => {
    expect(renderToString(<Toasts />)).toBe('');
  });

  it('show the first message once the toast library has come, confirmations politely, errors at once', async () => {
    render(<Toasts />);
    expect(screen.queryByRole('status')).toBeNull();
    notify.success('Forest Green Mug added to cart');
    expect(await screen.findByRole('status')).toHaveTextContent('Forest Green Mug added to cart');
    notify.error('Only 2 in stock');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 2 in stock');
  });
});
