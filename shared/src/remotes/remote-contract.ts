import type { ComponentType } from 'react';
import type { Product } from '../types';
import { REMOTE_APP_NAMES } from './app-table';

/** Options of the embeddable catalogue (`catalog/embed`), for integrators on any origin. */
export interface EmbedOptions {
  /** The shop's API, e.g. `https://api.mitti.example`. */
  apiBaseUrl: string;
  /** The shop's site; a product opens `${shopUrl}/product/{id}` in the host page. */
  shopUrl: string;
  /** Called when the shopper adds a product to the cart inside the embed. */
  onAddToCart?: (product: Product) => void;
  /** At most this many products. */
  limit?: number;
  /** Only this category. */
  category?: string;
  /** Show the Filter Products button and chips (default false). */
  filters?: boolean;
}

/** `mount(element, options)` renders the catalogue into the element's shadow root; the result unmounts it. */
export interface CatalogEmbed {
  mount(element: HTMLElement, options: EmbedOptions): () => void;
}

/**
 * The public face of each remote: the modules it exposes and their props. The shell's route table and
 * every remote's exposed modules are typed against this map, so a change to a page's contract fails the
 * build of whichever side breaks it, not the shopper's page.
 */
export interface RemoteModules {
  'catalog/StorePage': ComponentType;
  'catalog/ProductPage': ComponentType;
  'catalog/LatestArrivals': ComponentType<{ limit?: number }>;
  'catalog/embed': CatalogEmbed;
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
  'admin/OrdersPage': ComponentType;
  'admin/OrderPage': ComponentType;
  'admin/ProductsPage': ComponentType;
  'admin/ProductPage': ComponentType;
  'admin/MessagesPage': ComponentType;
  'admin/MailPage': ComponentType;
  'admin/SubscribersPage': ComponentType;
  'admin/WorkshopsPage': ComponentType;
  'admin/WorkshopPage': ComponentType;
  'admin/ReviewsPage': ComponentType;
  'admin/PerformancePage': ComponentType;
}

/** Every exposed module: pages, components and framework-neutral APIs such as `catalog/embed`. */
export type RemoteExposeId = keyof RemoteModules;

type AnyComponent = ((...args: never[]) => unknown) | (abstract new (...args: never[]) => unknown);

/** The exposed modules that are React components: what the shell's routes and remote slots render. */
export type RemoteModuleId = {
  [Id in RemoteExposeId]: RemoteModules[Id] extends AnyComponent ? Id : never;
}[RemoteExposeId];
export type RemoteName = RemoteExposeId extends `${infer Name}/${string}` ? Name : never;

/** The names of the modules `Name` exposes: `StorePage` of `catalog/StorePage`. */
export type ExposedNameOf<Name extends RemoteName> = {
  [Id in RemoteExposeId]: Id extends `${Name}/${infer Module}` ? Module : never;
}[RemoteExposeId];

/**
 * A remote's `exposes` (Module Federation's `./StorePage` keys) with the file that is each module: every module
 * the contract gives `Name`, and nothing else. Its build takes it (webpack.common.ts), so a page added to the
 * contract and not exposed, or exposed under another name, fails that remote's type check, not the shell's route.
 */
export type RemoteExposes<Name extends RemoteName> = {
  readonly [Module in ExposedNameOf<Name> as `./${Module}`]: string;
};

/** `/remotes.json`: each remote's manifest URL, read by the shell at boot. */
export type RemotesManifest = Record<RemoteName, string>;

/** The remotes, from the one apps table; each must be a remote the contract exposes modules of. */
export const REMOTE_NAMES: readonly RemoteName[] = REMOTE_APP_NAMES satisfies readonly RemoteName[];

/** What an exposed module's default export must be. */
export type ExposedModule<Id extends RemoteExposeId> = { default: RemoteModules[Id] };
