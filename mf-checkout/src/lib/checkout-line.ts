/** A line of the order as the cart and the checkout show it, priced and checked against the shop as it is now. */
export interface CheckoutLine {
  id: string;
  name: string;
  price: number;
  quantity: number;
  imageUrl?: string;
  type: 'product' | 'workshop';
}
