import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../webpack.common';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (mode: 'development' | 'production', outputDir?: string) =>
  createConfig({
    name: 'admin',
    dir,
    title: 'Mitti Studio — Owner',
    mode,
    outputDir,
    exposes: {
      './OrdersPage': './src/features/orders/orders-page.tsx',
      './OrderPage': './src/features/orders/order-page.tsx',
      './ProductsPage': './src/features/products/products-page.tsx',
      './ProductPage': './src/features/products/product-page.tsx',
      './MessagesPage': './src/features/messages/messages-page.tsx',
      './MailPage': './src/features/mail/mail-page.tsx',
      './SubscribersPage': './src/features/subscribers/subscribers-page.tsx',
      './WorkshopsPage': './src/features/workshops/workshops-page.tsx',
      './WorkshopPage': './src/features/workshops/workshop-page.tsx',
      './ReviewsPage': './src/features/reviews/reviews-page.tsx',
      './PerformancePage': './src/features/performance/performance-page.tsx',
    },
  });
