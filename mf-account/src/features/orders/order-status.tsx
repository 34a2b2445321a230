import type { AccountOrder } from './orders-api';
import { statusOf } from './order-status-display';
import { OrderStatusIcon } from './order-status-icon';

export function OrderStatus({ order }: { order: AccountOrder }) {
  const { style, label } = statusOf(order);
  return (
    <span className={`account-status account-status--${style}`} data-testid="order-status">
      <OrderStatusIcon style={style} />
      {label}
    </span>
  );
}
