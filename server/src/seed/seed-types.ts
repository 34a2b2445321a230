/**
 * The form the draw-images script draws for a product (server/scripts/drawing): it must be the product's
 * own form, e.g. a horse for a horse figurine, handle-less cups for kulhads (product-shapes.test.ts).
 */
export type ProductShape =
  | 'vase'
  | 'moon-vase'
  | 'matka'
  | 'bowl'
  | 'nesting-bowls'
  | 'handi'
  | 'mug'
  | 'kulhad'
  | 'tumbler'
  | 'plate'
  | 'painted-platter'
  | 'planter'
  | 'ribbed-planter'
  | 'hanging-planter'
  | 'face-planter'
  | 'diya'
  | 'chime'
  | 'horse'
  | 'leaf';

/** A product as the shop owner would describe it, prices in rupees. */
export interface ProductSeed {
  id: string;
  name: string;
  description: string;
  /** The owner's Hindi name and description, where the sample shop has them (decision 112). */
  nameHi?: string;
  descriptionHi?: string;
  category: string;
  shape: ProductShape;
  price: number;
  mrp: number;
  tags: string[];
  materialType: string;
  materials: string[];
  glaze: string;
  dimensions: string;
  capacity: number | null;
  firingTemp: number | null;
  coneType: string;
  stock: number;
  isPopular: boolean;
  createdAt: string;
  imageCount: number;
  /** Glaze colours (dark, light) used to draw the product's pictures. */
  swatch: readonly [string, string];
}

export type WorkshopScene = 'wheel' | 'hands' | 'kiln' | 'glaze' | 'planters';

/** A class's own page sections (SPEC: what you'll learn, content, materials included, requirements). */
export interface WorkshopSections {
  learn: readonly string[];
  agenda: readonly string[];
  included: readonly string[];
  requirements: readonly string[];
}

export interface WorkshopSeed {
  id: string;
  name: string;
  description: string;
  date: string;
  time: string;
  location: string;
  instructor: string;
  price: number;
  /** Seats in all; every one is open until an order takes it (issue 33: no seat is taken without a booking). */
  slotsTotal: number;
  duration: number;
  materials: string;
  imageCount: number;
  scene: WorkshopScene;
  swatch: readonly [string, string];
}

export const imageFiles = (item: { id: string; imageCount: number }): string[] =>
  Array.from({ length: item.imageCount }, (_, index) => `${item.id}-${index + 1}.svg`);
