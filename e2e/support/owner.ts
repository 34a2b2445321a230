import { expect } from '@playwright/test';
import type { ProductInput } from '@mitti/shared/contracts';
import { AUTH_EMULATOR, createShopper, EMULATOR_PROJECT, type Shopper } from './auth';
import { API, idToken } from './routes';

/** Gives an account the owner's `admin` claim (decision 024) through the Auth emulator, as `npm run admin -- grant` does. */
async function grantOwner(account: Shopper): Promise<void> {
  const granted = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${EMULATOR_PROJECT}/accounts:update`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: account.uid, customAttributes: JSON.stringify({ admin: true }) }),
    },
  );
  expect(granted.ok).toBe(true);
}

/** A new account with the owner's claim. */
export async function createOwner(): Promise<Shopper> {
  const owner = await createShopper({ displayName: 'Studio Owner' });
  await grantOwner(owner);
  return owner;
}

interface CatalogueProduct {
  name: string;
  description: string;
  category: string;
  price: number;
  mrp: number;
  stock: number | string;
  tags: string[];
  isPopular: boolean;
  materialType: string;
  materials: string[];
  glaze: string;
  dimensions: string;
  capacity: number | null;
  firingTemp: number | null;
  coneType: string;
}

export interface ProductChange {
  price?: number;
  mrp?: number;
  stock?: number;
}

/**
 * The owner edits a product's price (MRP kept at least the price) or stock through the owner's API, as
 * /admin/products does; answers what it had, to put back.
 */
export async function setProduct(owner: Shopper, id: string, change: ProductChange): Promise<Required<ProductChange>> {
  const product = (await (await fetch(`${API}/products/${id}`)).json()) as CatalogueProduct;
  const before = { price: product.price, mrp: product.mrp, stock: Number(product.stock) };
  const input = {
    name: product.name,
    description: product.description,
    category: product.category,
    price: change.price ?? product.price,
    mrp: change.mrp ?? Math.max(product.mrp, change.price ?? product.price),
    stock: change.stock ?? Number(product.stock),
    tags: product.tags,
    isPopular: product.isPopular,
    materialType: product.materialType,
    materials: product.materials,
    glaze: product.glaze,
    dimensions: product.dimensions,
    capacity: product.capacity,
    firingTemp: product.firingTemp,
    coneType: product.coneType,
  };
  const saved = await fetch(`${API}/api/admin/products/${id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await idToken(owner)}` },
    body: JSON.stringify(input),
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  return before;
}

/**
 * A product of the test's own, added through the owner's API as /admin/products/new does, so no other spec's
 * product changes; `remove` deletes it, whatever the test did with it (a 404 once deleted is fine).
 */
export async function addOwnersProduct(
  owner: Shopper,
  input: ProductInput,
): Promise<{ id: string; remove: () => Promise<void> }> {
  const authorization = `Bearer ${await idToken(owner)}`;
  const created = await fetch(`${API}/api/admin/products`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: authorization },
    body: JSON.stringify(input),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const remove = async () => {
    await fetch(`${API}/api/admin/products/${id}`, { method: 'DELETE', headers: { Authorization: authorization } });
  };
  return { id, remove };
}
