import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../webpack.common';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (mode: 'development' | 'production', outputDir?: string) =>
  createConfig({
    name: 'checkout',
    dir,
    title: 'Mitti Studio — Cart & Checkout',
    mode,
    outputDir,
    exposes: {
      './CartPage': './src/features/cart/cart-page.tsx',
      './CheckoutPage': './src/features/checkout/checkout-page.tsx',
      './PaymentSuccessPage': './src/features/payment/payment-success-page.tsx',
      './PaymentFailedPage': './src/features/payment/payment-failed-page.tsx',
      './PaymentConfirmationPage': './src/features/payment/payment-confirmation-page.tsx',
      './PaymentRedirectPage': './src/features/payment/payment-redirect-page.tsx',
    },
  });
