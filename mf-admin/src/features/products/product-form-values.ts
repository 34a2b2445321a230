import type { Product } from '@mitti/shared';
import type { ProductInput } from './admin-products-api';

/** The form's fields as typed (text inputs); lists are comma-separated. */
export type ProductFormValues = Record<
  | 'name'
  | 'description'
  | 'nameHi'
  | 'descriptionHi'
  | 'category'
  | 'price'
  | 'mrp'
  | 'stock'
  | 'tags'
  | 'materialType'
  | 'materials'
  | 'glaze'
  | 'dimensions'
  | 'capacity'
  | 'firingTemp'
  | 'coneType',
  string
> & { isPopular: boolean };

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  description: '',
  nameHi: '',
  descriptionHi: '',
  category: '',
  price: '',
  mrp: '',
  stock: '0',
  tags: '',
  isPopular: false,
  materialType: '',
  materials: '',
  glaze: '',
  dimensions: '',
  capacity: '',
  firingTemp: '',
  coneType: '',
};

export function valuesOf(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    nameHi: product.nameHi ?? '',
    descriptionHi: product.descriptionHi ?? '',
    category: product.category,
    price: String(product.price),
    mrp: String(product.mrp),
    stock: String(product.stock),
    tags: product.tags.join(', '),
    isPopular: product.isPopular,
    materialType: product.materialType,
    materials: product.materials.join(', '),
    glaze: product.glaze,
    dimensions: product.dimensions,
    capacity: product.capacity === null ? '' : String(product.capacity),
    firingTemp: product.firingTemp === null ? '' : String(product.firingTemp),
    coneType: product.coneType,
  };
}

const list = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
const optionalWhole = (text: string) => (text.trim() === '' ? null : Number(text));
/** An optional text: null when left empty (a Hindi page then shows the English, decision 112). */
const optionalText = (text: string) => text.trim() || null;

/** The API's body, or the first thing to fix (the server checks the same and more). */
export function inputOf(values: ProductFormValues): { input: ProductInput } | { error: string } {
  const price = Number(values.price);
  const mrp = Number(values.mrp);
  const stock = Number(values.stock);
  if (values.price.trim() === '' || !Number.isFinite(price) || price < 0)
    return { error: 'Enter the price in rupees.' };
  if (values.mrp.trim() === '' || !Number.isFinite(mrp) || mrp < 0) return { error: 'Enter the MRP in rupees.' };
  if (price > mrp) return { error: 'The price cannot be above the MRP.' };
  if (!Number.isInteger(stock) || stock < 0) return { error: 'Stock is a whole number, 0 or more.' };
  const capacity = optionalWhole(values.capacity);
  const firingTemp = optionalWhole(values.firingTemp);
  if (capacity !== null && (!Number.isInteger(capacity) || capacity <= 0)) return { error: 'Capacity is in whole ml.' };
  if (firingTemp !== null && !Number.isInteger(firingTemp)) return { error: 'Firing temperature is in whole °C.' };
  return {
    input: {
      name: values.name.trim(),
      description: values.description.trim(),
      nameHi: optionalText(values.nameHi),
      descriptionHi: optionalText(values.descriptionHi),
      category: values.category.trim(),
      price,
      mrp,
      stock,
      tags: list(values.tags),
      isPopular: values.isPopular,
      materialType: values.materialType.trim(),
      materials: list(values.materials),
      glaze: values.glaze.trim(),
      dimensions: values.dimensions.trim(),
      capacity,
      firingTemp,
      coneType: values.coneType.trim(),
    },
  };
}
