import { Link, paths } from '@mitti/shared';
import { useWords } from '../../words/words';

/**
 * A guest order needs the address and contact it will be delivered to, which the checkout form takes and
 * checks: from the cart, saving one starts there.
 */
export function SaveGuestOrderLink() {
  const t = useWords();
  return (
    <Link className="button button--ghost" to={paths.checkout()}>
      {t('Save as Guest Order')}
    </Link>
  );
}
