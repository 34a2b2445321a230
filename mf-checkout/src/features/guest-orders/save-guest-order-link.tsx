import { Link, paths } from '@mitti/shared';

/**
 * A guest order needs the address and contact it will be delivered to, which the checkout form takes and
 * checks: from the cart, saving one starts there.
 */
export function SaveGuestOrderLink() {
  return (
    <Link className="button button--ghost" to={paths.checkout()}>
      Save as Guest Order
    </Link>
  );
}
