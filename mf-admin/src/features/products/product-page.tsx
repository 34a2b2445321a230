import { useState } from 'react';
import { getErrorMessage, Link, useNavigate, usePageTitle, useParams, paths, type RemoteModules } from '@mitti/shared';
import { AdminNav } from '../../components/admin-nav';
import { QueryState } from '../../components/query-state';
import { useGetAdminProductsQuery, useSaveProductMutation } from './admin-products-api';
import { ProductForm } from './product-form';
import { ProductPhotoUpload } from './product-photo-upload';
import { ProductVisibility } from './product-visibility';
import { EMPTY_PRODUCT, inputOf, valuesOf, type ProductFormValues } from './product-form-values';
import { FormMessage, type Outcome } from '../../components/form-message';

/** /admin/products/new adds a product; /admin/products/:id edits one. */
function ProductPage() {
  const { id = 'new' } = useParams();
  const creating = id === 'new';
  const navigate = useNavigate();
  const query = useGetAdminProductsQuery();
  const { data: products } = query;
  const [save, { isLoading: saving }] = useSaveProductMutation();
  const [message, setMessage] = useState<Outcome | null>(null);
  const product = products?.find((candidate) => candidate.id === id);
  usePageTitle(creating ? 'Add product — Owner' : `${product?.name ?? 'Product'} — Owner`, 'Edit a product.');
  const categories = [...new Set(products?.map((candidate) => candidate.category))].sort();

  const onSave = async (values: ProductFormValues) => {
    const checked = inputOf(values);
    if ('error' in checked) return setMessage({ text: checked.error, failed: true });
    setMessage(null);
    try {
      const saved = await save({ id: creating ? null : id, input: checked.input }).unwrap();
      // A shopper's next page has it at once; a CDN's copies of pages follow within its lifetimes (decision 069).
      const where = product?.hidden
        ? 'stays hidden from the store'
        : 'is on the store now (through a CDN, within about 5 seconds)';
      setMessage({ text: `Saved. ${saved.name} ${where}.`, failed: false });
      if (creating) void navigate(paths.adminProduct(saved.id), { replace: true });
    } catch (failure) {
      setMessage({ text: getErrorMessage(failure), failed: true });
    }
  };

  return (
    <div className="page admin-page">
      <AdminNav />
      <p>
        <Link to={paths.adminProducts()}>Back to products</Link>
      </p>
      <h1 className="page__title">{creating ? 'Add product' : (product?.name ?? 'Product')}</h1>
      <QueryState query={query} loading="Loading..." />
      {products && !creating && !product && <p className="admin-state">There is no product {id}.</p>}
      {products && (creating || product) && (
        <>
          {product && (
            <>
              {!product.hidden && (
                <p>
                  <Link to={paths.product(product.id)}>View on the store</Link>
                </p>
              )}
              <ProductVisibility product={product} />
              <ProductPhotoUpload product={product} />
            </>
          )}
          <ProductForm
            key={id}
            initial={product ? valuesOf(product) : EMPTY_PRODUCT}
            categories={categories}
            saving={saving}
            onSave={(values) => void onSave(values)}
          />
        </>
      )}
      <FormMessage message={message} />
    </div>
  );
}

export default ProductPage satisfies RemoteModules['admin/ProductPage'];
