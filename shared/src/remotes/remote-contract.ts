import type { ComponentType } from 'react';

/**
 * The public face of each remote: the modules it exposes and their props. The shell's route table and
 * every remote's exposed modules are typed against this map, so a change to a page's contract fails the
 * build of whichever side breaks it, not the shopper's page.
 */
export interface RemoteModules {
  'catalog/StorePage': ComponentType;
  'catalog/ProductPage': ComponentType;
  'catalog/LatestArrivals': ComponentType<{ limit?: number }>;
  'workshops/WorkshopsPage': ComponentType;
  'workshops/WorkshopPage': ComponentType;
  'checkout/CartPage': ComponentType;
  'checkout/CheckoutPage': ComponentType;
  'checkout/PaymentSuccessPage': ComponentType;
  'checkout/PaymentFailedPage': ComponentType;
  'checkout/PaymentConfirmationPage': ComponentType;
  'checkout/PaymentRedirectPage': ComponentType;
  'account/AccountPage': ComponentType;
  'account/OrdersPage': ComponentType;
  'account/WishlistPage': ComponentType;
}

export type RemoteModuleId = keyof RemoteModules;
export type RemoteName = RemoteModuleId extends `${infer Name}/${string}` ? Name : never;

/** `/remotes.json`: each remote's manifest URL, read by the shell at boot. */
export type RemotesManifest = Record<RemoteName, string>;

export const REMOTE_NAMES: readonly RemoteName[] = ['catalog', 'workshops', 'checkout', 'account'];

/** What an exposed module's default export must be. */
export type ExposedModule<Id extends RemoteModuleId> = { default: RemoteModules[Id] };
