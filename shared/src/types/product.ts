import type { Product, ProductPhoto } from '../contracts/products';

/** A product as the API sends it (SPEC section 3): the contract in `contracts/products.ts`, written once. */
export type { Product, ProductPhoto };

/**
 * The wider shape SPEC section 3 allows for older data: `imageUrl` one string or a list, `images` and
 * `createdAt` possibly missing, `stock` a number or a numeric string. The API never sends these (its contract
 * is `Product`); the helpers that still read them take this type, and tests build it to show the pages
 * tolerate it.
 */
export type SpecProduct = Omit<Product, 'imageUrl' | 'images' | 'stock' | 'createdAt'> & {
  imageUrl: string[] | string;
  images?: string[];
  stock?: number | string | null;
  createdAt?: Product['createdAt'] | null;
};
