import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../webpack.common';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (mode: 'development' | 'production', outputDir?: string) =>
  createConfig({
    name: 'account',
    dir,
    title: 'Mitti Studio — Account',
    mode,
    outputDir,
    exposes: {
      './AccountPage': './src/features/account/account-page.tsx',
      './OrdersPage': './src/features/orders/orders-page.tsx',
      './WishlistPage': './src/features/wishlist/wishlist-page.tsx',
    },
  });
