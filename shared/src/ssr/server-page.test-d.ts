/**
 * Type tests (tsc -b checks them; nothing runs): a remote's server view answers every form and link declared for
 * its team, by name (decision 099).
 */
import { expectTypeOf } from 'expect-type';
import type { RemoteActions, ServerAction } from './server-page';

// The cart's team answers the cart's forms and the link into the cart.
expectTypeOf<keyof RemoteActions<'checkout'>>().toEqualTypeOf<'cart' | 'cartLink'>();
// Without the cart's action, mf-checkout's actions are not its team's.
expectTypeOf<{ cartLink: ServerAction }>().not.toExtend<RemoteActions<'checkout'>>();
// A team no form or link is declared for answers none.
expectTypeOf<keyof RemoteActions<'catalog'>>().toBeNever();
