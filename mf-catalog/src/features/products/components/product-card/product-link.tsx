import type { ReactNode } from 'react';
import { Link } from '@mitti/shared';
import { useCatalogSurface } from '../../../../lib/catalog-surface';

interface Props {
  productId: string;
  className?: string;
  children: ReactNode;
}

/** A link to a product: a route inside the shop, or the shop's page when the catalogue is embedded. */
export function ProductLink({ productId, className, children }: Props) {
  const surface = useCatalogSurface();
  const href = surface.productHref(productId);
  if (surface.externalLinks) {
    return (
      <a className={className} href={href}>
        {children}
      </a>
    );
  }
  return (
    <Link className={className} to={href}>
      {children}
    </Link>
  );
}
