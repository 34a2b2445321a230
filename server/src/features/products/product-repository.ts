import { tableVersion } from '../../db/table-version';
import type { Database } from '../../db/database';
import type { ImageUrlBuilder } from '../../lib/image-url';
import { paiseToRupees } from '../../lib/money';
import type { Product } from './product-schema';
import { ON_THE_STORE, productSearchClause } from './product-search';
import { photoOf, selectPhotos, type PhotoRow } from './product-photos';

interface ProductRow {
  id: string;
  name: string;
  description: string;
  name_hi: string | null;
  description_hi: string | null;
  category: string;
  price_paise: number | string;
  mrp_paise: number | string;
  tags: string[];
  images: string[];
  material_type: string;
  materials: string[];
  glaze: string;
  dimensions: string;
  capacity_ml: number | null;
  firing_temp_c: number | null;
  cone_type: string;
  stock: number;
  is_popular: boolean;
  created_at_seconds: number | string;
  photos: PhotoRow[];
  hidden: boolean;
}

const selectProducts = `
  SELECT id, name, description, name_hi, description_hi, category, price_paise, mrp_paise, tags, images, material_type, materials,
         glaze, dimensions, capacity_ml, firing_temp_c, cone_type, stock, is_popular,
         floor(extract(epoch FROM created_at))::bigint AS created_at_seconds,
         ${selectPhotos('products.id')} AS photos, hidden_at IS NOT NULL AS hidden
  FROM products`;

export interface ProductFilter {
  category?: string | undefined;
}

/** A product as the owner sees it: hidden ones too, saying so. */
export type ProductWithVisibility = Product & { hidden: boolean };

export interface ProductRepository {
  /** The store's products, newest first, optionally one category (matched case-insensitively). */
  list(filter?: ProductFilter): Promise<Product[]>;
  /** The store's products matching the shopper's words (optionally within one category), best match first. */
  search(query: string, filter?: ProductFilter): Promise<Product[]>;
  /** Every product, those the owner has hidden too, newest first (the owner's screens). */
  listForOwner(): Promise<ProductWithVisibility[]>;
  /** Changes whenever any row of `products` is written: the product cache's check that it is current. */
  version(): Promise<string>;
}

export function createProductRepository(db: Database, imageUrl: ImageUrlBuilder): ProductRepository {
  const toProduct = (row: ProductRow): Product => {
    const photos = row.photos.map((photo) => photoOf(photo, imageUrl));
    // The owner's photos replace the drawings (decision 025): the newest is the one the catalogue shows.
    const images =
      photos.length > 0 ? photos.map((photo) => photo.src) : row.images.map((file) => imageUrl('products', file));
    return {
      id: row.id,
      name: row.name,
      price: paiseToRupees(row.price_paise),
      mrp: paiseToRupees(row.mrp_paise),
      category: row.category,
      description: row.description,
      nameHi: row.name_hi,
      descriptionHi: row.description_hi,
      tags: row.tags,
      imageUrl: images,
      images,
      photos,
      materialType: row.material_type,
      materials: row.materials,
      glaze: row.glaze,
      dimensions: row.dimensions,
      capacity: row.capacity_ml,
      firingTemp: row.firing_temp_c,
      coneType: row.cone_type,
      stock: row.stock,
      isPopular: row.is_popular,
      createdAt: { seconds: Number(row.created_at_seconds) },
    };
  };

  return {
    async list(filter = {}) {
      const rows = filter.category
        ? await db.query<ProductRow>(
            `${selectProducts} WHERE ${ON_THE_STORE} AND lower(category) = lower($1) ORDER BY created_at DESC, id`,
            [filter.category],
          )
        : await db.query<ProductRow>(`${selectProducts} WHERE ${ON_THE_STORE} ORDER BY created_at DESC, id`);
      return rows.map(toProduct);
    },
    async search(query, filter = {}) {
      const found = productSearchClause(query, filter.category);
      if (!found) return [];
      return (await db.query<ProductRow>(`${selectProducts} ${found.clause}`, found.params)).map(toProduct);
    },
    async listForOwner() {
      const rows = await db.query<ProductRow>(`${selectProducts} ORDER BY created_at DESC, id`);
      return rows.map((row) => ({ ...toProduct(row), hidden: row.hidden }));
    },
    version: () => tableVersion(db, 'products'),
  };
}
