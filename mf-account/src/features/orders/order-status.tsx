import type { AccountOrder } from './orders-api';
import { statusOf } from './order-status-display';
import { OrderStatusIcon } from './order-status-icon';
import { useWords } from '../../words/words';

export function OrderStatus({ order }: { order: AccountOrder }) {
  const t = useWords();
  const { style, label } = statusOf(order);
  return (
    <span className={`account-status account-status--${style}`} data-testid="order-status">
      <OrderStatusIcon style={style} />
      {t(label)}
    </span>
  );
}
