/** A product as the API sends it (SPEC section 3). */
export interface Product {
  id: string;
  name: string;
  /** Selling price in rupees. */
  price: number;
  /** Maximum retail price in rupees; above `price` when discounted. */
  mrp: number;
  category: string;
  description: string;
  tags: string[];
  /** One URL or several; older records carry a single string. */
  imageUrl: string[] | string;
  images?: string[];
  materialType: string;
  materials?: string[];
  glaze?: string;
  dimensions?: string;
  /** Millilitres. */
  capacity?: number | null;
  /** Degrees Celsius. */
  firingTemp?: number | null;
  coneType?: string;
  /** A number or a numeric string; missing means unknown. */
  stock?: number | string | null;
  isPopular?: boolean;
  createdAt?: { seconds: number } | null;
}
