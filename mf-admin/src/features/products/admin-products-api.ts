import { api, type Product } from '@mitti/shared';
import type { ProductInput } from '@mitti/shared/contracts';

/** What the owner edits of a product: the API's contract. */
export type { ProductInput };

export const adminProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The public catalogue has every field the form edits; `no-cache` + ETag keep it current.
    getAdminProducts: build.query<Product[], void>({
      query: () => ({ path: '/products' }),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    saveProduct: build.mutation<Product, { id: string | null; input: ProductInput }>({
      query: ({ id, input }) => ({
        path: id ? `/api/admin/products/${encodeURIComponent(id)}` : '/api/admin/products',
        method: id ? 'PUT' : 'POST',
        body: input,
        requireAuth: true,
      }),
      // The store's own queries of this product and the lists refetch: the change shows on /store at once.
      invalidatesTags: (product) => [
        { type: 'Product', id: 'LIST' },
        ...(product ? [{ type: 'Product' as const, id: product.id }] : []),
      ],
    }),
    removeProductPhoto: build.mutation<Product, { productId: string; photoId: string }>({
      query: ({ productId, photoId }) => ({
        path: `/api/admin/products/${encodeURIComponent(productId)}/photos/${encodeURIComponent(photoId)}`,
        method: 'DELETE',
        requireAuth: true,
      }),
      invalidatesTags: (_product, _error, { productId }) => [
        { type: 'Product', id: 'LIST' },
        { type: 'Product', id: productId },
      ],
    }),
  }),
});

export const { useGetAdminProductsQuery, useSaveProductMutation, useRemoveProductPhotoMutation } = adminProductsApi;
