import { formatRupees } from '@mitti/shared';

export interface CheckoutLine {
  id: string;
  name: string;
  price: number;
  quantity: number;
  imageUrl?: string;
  type: 'product' | 'workshop';
}

const PREVIEW_COUNT = 3;

/** The first three items of the order and '+N more' for the rest. */
export function CheckoutItemsPreview({ lines }: { lines: readonly CheckoutLine[] }) {
  const rest = lines.length - PREVIEW_COUNT;
  return (
    <>
      <ul className="checkout-lines">
        {lines.slice(0, PREVIEW_COUNT).map((line) => (
          <li key={line.id} className="checkout-summary__row">
            <span>
              {line.name} × {line.quantity}
            </span>
            <span>{formatRupees(line.price * line.quantity)}</span>
          </li>
        ))}
      </ul>
      {rest > 0 && <p className="checkout-note">+{rest} more</p>}
    </>
  );
}
