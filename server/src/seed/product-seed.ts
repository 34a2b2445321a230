import { homeProducts } from './product-seed-home';
import { tablewareProducts } from './product-seed-tableware';
import type { ProductSeed } from './seed-types';

export const productSeed: readonly ProductSeed[] = [...homeProducts, ...tablewareProducts];
