import type { Product, SpecProduct } from '@mitti/shared';

let next = 0;

/**
 * A product shaped like GET /products sends it. Overrides may give the older shapes SPEC section 3 allows (a
 * numeric-string stock, one imageUrl, no createdAt) to show the pages tolerate them: the API never sends
 * them, so such a product is typed as the API's only here.
 */
export function makeProduct(overrides: Partial<SpecProduct> = {}): Product {
  next += 1;
  const id = overrides.id ?? `test-product-${next}`;
  return {
    id,
    name: `Test Product ${next}`,
    price: 999,
    mrp: 1199,
    category: 'Bowls',
    description: 'Wheel-thrown stoneware.',
    tags: ['handmade', 'bowl'],
    imageUrl: [
      `http://localhost:4000/images/products/${id}-1.svg`,
      `http://localhost:4000/images/products/${id}-2.svg`,
    ],
    images: [`http://localhost:4000/images/products/${id}-1.svg`, `http://localhost:4000/images/products/${id}-2.svg`],
    materialType: 'Stoneware',
    materials: ['stoneware clay'],
    glaze: 'Speckled oat',
    dimensions: '20 x 20 x 8 cm',
    capacity: 900,
    firingTemp: 1240,
    coneType: 'Cone 6',
    stock: 12,
    isPopular: false,
    createdAt: { seconds: 1_700_000_000 + next },
    ...overrides,
  } as Product;
}

/** A small catalogue covering every filter the panel offers. */
export function sampleCatalogue(): Product[] {
  return [
    makeProduct({
      id: 'oat-bowl',
      name: 'Oat Bowl',
      price: 500,
      category: 'Bowls',
      tags: ['bowl', 'featured'],
      isPopular: true,
      createdAt: { seconds: 500 },
    }),
    makeProduct({
      id: 'blue-mug',
      name: 'Blue Mug',
      price: 1000,
      category: 'Mugs & Cups',
      materialType: 'Porcelain',
      tags: ['mug', 'sale'],
      createdAt: { seconds: 900 },
    }),
    makeProduct({
      id: 'tall-vase',
      name: 'Tall Vase',
      price: 2000,
      category: 'Vases',
      materialType: 'Terracotta',
      tags: ['vase', 'new'],
      isPopular: true,
      createdAt: { seconds: 700 },
    }),
    makeProduct({
      id: 'big-platter',
      name: 'Big Platter',
      price: 2500,
      category: 'Plates',
      tags: ['plate', 'best-seller'],
      stock: 0,
      createdAt: { seconds: 800 },
    }),
    makeProduct({
      id: 'tea-cup',
      name: 'Tea Cup',
      price: 349,
      category: 'Mugs & Cups',
      materialType: 'Terracotta',
      tags: ['cup'],
      imageUrl: 'http://localhost:4000/images/products/tea-cup.svg',
      stock: '5',
      createdAt: null,
    }),
  ];
}

/** A product whose photo the owner uploaded, shaped as the API sends it (decision 025). */
export function makePhotoProduct(overrides: Partial<SpecProduct> = {}): Product {
  const id = overrides.id ?? `photo-product-${(next += 1)}`;
  const hash = id.padEnd(64, '0');
  const url = (width: number, ext: string) => `http://localhost:4000/images/photos/${hash}-${width}.${ext}`;
  const widths = [320, 640, 960, 1280, 1600];
  const srcset = (ext: string) => widths.map((width) => `${url(width, ext)} ${width}w`).join(', ');
  const src = url(960, 'jpg');
  return makeProduct({
    id,
    imageUrl: [src],
    images: [src],
    photos: [
      {
        id: 'a'.repeat(64),
        src,
        width: 4000,
        height: 3000,
        sources: [
          { type: 'image/avif', srcset: srcset('avif') },
          { type: 'image/webp', srcset: srcset('webp') },
          { type: 'image/jpeg', srcset: srcset('jpg') },
        ],
      },
    ],
    ...overrides,
  });
}

/** The same products, each with a photo the owner uploaded (as makePhotoProduct's) in place of its drawings. */
export function withPhotos(products: Product[]): Product[] {
  return products.map((product) => {
    const { imageUrl, images, photos } = makePhotoProduct({ id: product.id });
    return { ...product, imageUrl, images, photos };
  });
}
