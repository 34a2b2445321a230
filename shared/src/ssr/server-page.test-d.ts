/**
 * Type tests (tsc -b checks them; nothing runs): a remote's server view answers every form and link declared for
 * its team, by name (decision 099), and its pages and exposes are the contract's (decision 100).
 */
import { expectTypeOf } from 'expect-type';
import type { RemoteExposes } from '../remotes/remote-contract';
import type { RemoteActions, ServerAction, ServerPage, ServerPages } from './server-page';

// The cart's team answers the cart's forms and the link into the cart.
expectTypeOf<keyof RemoteActions<'checkout'>>().toEqualTypeOf<'cart' | 'cartLink'>();
// Without the cart's action, mf-checkout's actions are not its team's.
expectTypeOf<{ cartLink: ServerAction }>().not.toExtend<RemoteActions<'checkout'>>();
// A team no form or link is declared for answers none.
expectTypeOf<keyof RemoteActions<'catalog'>>().toBeNever();

// A remote renders on the server only pages the contract gives it, by their exposed names.
expectTypeOf<keyof ServerPages<'catalog'>>().toEqualTypeOf<'StorePage' | 'ProductPage' | 'LatestArrivals' | 'embed'>();
expectTypeOf<{ CartPage: ServerPage }>().toExtend<ServerPages<'checkout'>>();
expectTypeOf<{ StorePage: ServerPage }>().not.toExtend<ServerPages<'checkout'>>();
// A remote's exposes name every module of its contract, with Module Federation's './'.
expectTypeOf<keyof RemoteExposes<'workshops'>>().toEqualTypeOf<'./WorkshopsPage' | './WorkshopPage'>();
