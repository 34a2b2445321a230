import type { StatusStyle } from './order-status-display';

const paths: Record<StatusStyle, string> = {
  // A clock face.
  processing: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4v5l3 2',
  // A delivery van.
  shipped:
    'M3 7h11v8H3zM14 10h4l3 3v2h-7M7 18a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM17 18a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  // A box with a tick.
  delivered: 'M4 7l8-4 8 4v10l-8 4-8-4zM8.5 12l2.5 2.5 4.5-5',
  // A crossed circle.
  cancelled: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM9 9l6 6M15 9l-6 6',
  // A ticked circle.
  confirmed: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM8 12.5l2.5 2.5L16 9.5',
  // A payment card: waiting for the money.
  'awaiting-payment': 'M3 6h18v12H3zM3 10h18M7 14h4',
  // A phone: the studio calls to confirm a cash-on-delivery order.
  'awaiting-confirmation': 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  // A card crossed out.
  'payment-failed': 'M3 6h18v12H3zM3 10h18M14 13l4 4M18 13l-4 4',
  // A warning triangle.
  failed: 'M12 3 2 20h20L12 3ZM12 10v4M12 17h.01',
};

export function OrderStatusIcon({ style }: { style: StatusStyle }) {
  return (
    <svg
      className="account-status__icon"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      data-icon={style}
    >
      <path d={paths[style]} />
    </svg>
  );
}
