import { Link, paths } from '@mitti/shared';
import { useWords } from '../../../words/words';

interface PaymentPageLinksProps {
  /** Shown first, as the main action, in the page's words. */
  primary?: { to: string; label: string } | undefined;
  orders?: 'View My Orders' | 'View Orders' | null;
  contact?: boolean;
}

/** The row of next steps at the bottom of every payment page. */
export function PaymentPageLinks({ primary, orders = 'View My Orders', contact = false }: PaymentPageLinksProps) {
  const t = useWords();
  return (
    <div className="checkout-actions checkout-actions--center">
      {primary && (
        <Link className="button button--primary" to={primary.to}>
          {primary.label}
        </Link>
      )}
      {orders && (
        <Link className="button button--ghost" to={paths.orders()}>
          {t(orders)}
        </Link>
      )}
      <Link className="button button--ghost" to={paths.store()}>
        {t('Continue Shopping')}
      </Link>
      {contact && (
        <Link className="button button--ghost" to={paths.contact()}>
          {t('Contact Support')}
        </Link>
      )}
      <Link className="button button--ghost" to={paths.home()}>
        {t('Go Home')}
      </Link>
    </div>
  );
}
