/**
 * The two public Tractor Store 2.0 implementations the bench measures the shop beside (issue 58, decision 094):
 * where their sources come from, where they are unpacked (bench/.peers, gitignored), their ports and the pages
 * measured. `prepare.ts` unpacks, rewrites, installs and builds them; `serve.ts` serves them.
 */
import path from 'node:path';
import { repoRoot } from '../../scripts/apps';

/** Outside git: sources, node_modules and builds of the peers. */
export const peersDir = path.join(repoRoot, 'bench/.peers');

/**
 * Ports in 3950-3999, away from the shop's (3000-3005, 3900, 4000, 4010, 4100-4101, 9099). The CDN stands in
 * for https://blueprint.the-tractor.store, whose images, font and helper script both peers take.
 */
export const PEER_PORTS = {
  cdn: 3990,
  preact: { front: 3950, gateway: 3954, explore: 3951, decide: 3952, checkout: 3953 },
  react: 3960,
} as const;

export const CDN_ORIGIN = `http://localhost:${PEER_PORTS.cdn}`;
/** The public CDN both peers name in their sources (unreachable from the bench's machine). */
export const PUBLIC_CDN = 'https://blueprint.the-tractor.store';

export interface PeerSource {
  /** Folder under bench/.peers. */
  name: string;
  /** GitHub owner/name. */
  repo: string;
}

export const SOURCES = {
  preact: { name: 'preact-esi', repo: 'neuland/tractor-store-preact' },
  react: { name: 'react-mf', repo: 'teabyii/tractor-store-react' },
  /** The blueprint's public/cdn folder is what the public CDN serves: the real photos, logo, font and helper. */
  cdn: { name: 'blueprint', repo: 'neuland/tractor-store-blueprint' },
} as const satisfies Record<string, PeerSource>;

export type PeerName = 'preact' | 'react';

/** What the table calls each peer. */
export const PEER_LABELS: Record<PeerName, string> = { preact: 'Preact + ESI', react: 'React + MF' };

/** The peers' pages beside the shop's: home, the store (category), a product, the cart. */
export const PEER_PAGES = [
  { kind: 'home', path: '/' },
  { kind: 'store', path: '/products' },
  { kind: 'product', path: '/product/AU-01' },
  { kind: 'cart', path: '/checkout/cart' },
] as const;
export type PageKind = (typeof PEER_PAGES)[number]['kind'];

export function peerBase(peer: PeerName): string {
  return `http://localhost:${peer === 'preact' ? PEER_PORTS.preact.front : PEER_PORTS.react}`;
}

export function peerDir(source: PeerSource): string {
  return path.join(peersDir, source.name);
}
