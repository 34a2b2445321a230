/**
 * Type tests (tsc -b checks them; nothing runs): a link names a route of the table, with as many values as the
 * route has parameters.
 */
import { expectTypeOf } from 'expect-type';
import { paths } from './links';

expectTypeOf(paths.store).parameters.toEqualTypeOf<[]>();
expectTypeOf(paths.product).parameters.toEqualTypeOf<[string]>();
expectTypeOf(paths.adminOrder).parameters.toEqualTypeOf<[string]>();
expectTypeOf(paths.product).returns.toEqualTypeOf<string>();
