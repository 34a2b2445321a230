import { api, type Product } from '@mitti/shared';
import type { OwnerProduct, ProductInput } from '@mitti/shared/contracts';

/** What the owner edits of a product, and a product as the owner's screens list it: the API's contract. */
export type { OwnerProduct, ProductInput };

/** The owner's list and the store's own queries of this product refetch: /store shows the change at once. */
const productTags = (id: string | undefined) => [
  { type: 'Product' as const, id: 'LIST' },
  ...(id ? [{ type: 'Product' as const, id }] : []),
];

export const adminProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Every product, those taken off the store too (decision 070).
    getAdminProducts: build.query<OwnerProduct[], void>({
      query: () => ({ path: '/api/admin/products', requireAuth: true }),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    saveProduct: build.mutation<Product, { id: string | null; input: ProductInput }>({
      query: ({ id, input }) => ({
        path: id ? `/api/admin/products/${encodeURIComponent(id)}` : '/api/admin/products',
        method: id ? 'PUT' : 'POST',
        body: input,
        requireAuth: true,
      }),
      invalidatesTags: (product) => productTags(product?.id),
    }),
    setProductHidden: build.mutation<OwnerProduct, { id: string; hidden: boolean }>({
      query: ({ id, hidden }) => ({
        path: `/api/admin/products/${encodeURIComponent(id)}/hidden`,
        method: 'PUT',
        body: { hidden },
        requireAuth: true,
      }),
      invalidatesTags: (_product, _error, { id }) => productTags(id),
    }),
    deleteProduct: build.mutation<void, string>({
      query: (id) => ({ path: `/api/admin/products/${encodeURIComponent(id)}`, method: 'DELETE', requireAuth: true }),
      // Deleted, it leaves the owner's list at once: the list the owner lands on showed it until its refetch came.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        // Refused (an order names it): the list stays as it is, and the page says why.
        if (
          !(await queryFulfilled.then(
            () => true,
            () => false,
          ))
        )
          return;
        dispatch(
          adminProductsApi.util.updateQueryData('getAdminProducts', undefined, (list) =>
            list.filter((product) => product.id !== id),
          ),
        );
      },
      invalidatesTags: (_result, _error, id) => productTags(id),
    }),
    removeProductPhoto: build.mutation<Product, { productId: string; photoId: string }>({
      query: ({ productId, photoId }) => ({
        path: `/api/admin/products/${encodeURIComponent(productId)}/photos/${encodeURIComponent(photoId)}`,
        method: 'DELETE',
        requireAuth: true,
      }),
      invalidatesTags: (_product, _error, { productId }) => productTags(productId),
    }),
  }),
});

export const {
  useGetAdminProductsQuery,
  useSaveProductMutation,
  useSetProductHiddenMutation,
  useDeleteProductMutation,
  useRemoveProductPhotoMutation,
} = adminProductsApi;
