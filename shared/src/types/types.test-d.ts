/**
 * Type tests (tsc -b checks them; nothing runs): the storefront's types are the API's contract, so a field
 * changed on one side does not compile on the other.
 */
import { expectTypeOf } from 'expect-type';
import type { CartItem, Product, Workshop } from './index';

// The API always sends mrp: a product without it is not a Product.
expectTypeOf<Omit<Product, 'mrp'>>().not.toExtend<Product>();
// Stock is an integer on the wire, not the numeric string older data carried.
expectTypeOf<Product['stock']>().toEqualTypeOf<number>();
expectTypeOf<Omit<Product, 'stock'> & { stock: string }>().not.toExtend<Product>();
// No field the contract does not have.
expectTypeOf<Product>().not.toHaveProperty('discount');
// A workshop's seats are counted, not described.
expectTypeOf<Workshop['slotsAvailable']>().toEqualTypeOf<number>();
// A cart line needs its quantity.
expectTypeOf<Omit<CartItem, 'quantity'>>().not.toExtend<CartItem>();
expectTypeOf<CartItem['quantity']>().toEqualTypeOf<number>();
