import { useId, useState, type FormEvent } from 'react';
import { api, apiRequest, getErrorMessage, useAppDispatch, type Product } from '@mitti/shared';
import { FormMessage, type Outcome } from '../../components/form-message';
import { useRemoveProductPhotoMutation } from './admin-products-api';

/** What the API accepts (decision 025); it checks the file itself, this only saves a pointless upload. */
export const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';
export const MAX_PHOTO_MB = 20;
export const PHOTO_TOO_LARGE = 'The photo is larger than 20 MB.';
export const PHOTO_UPLOADED = 'Photo uploaded. It is the photo the store shows now.';
export const PHOTO_REMOVED = 'Photo removed from the store.';
export const DRAWINGS_BACK = 'Photo removed: the store shows the drawings again.';

/**
 * The owner adds a photo from the phone or computer: it is sent as it is (the API makes the smaller
 * variants), becomes the product's first photo, and the store's pages of it refresh. Photos replace the
 * drawings on the store; each can be removed again, and with none left the drawings come back (issue 33).
 */
export function ProductPhotoUpload({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Outcome | null>(null);
  const [removePhoto, { isLoading: removing }] = useRemoveProductPhotoMutation();
  const photos = product.photos ?? [];

  const remove = async (photoId: string) => {
    setMessage(null);
    try {
      const updated = await removePhoto({ productId: product.id, photoId }).unwrap();
      setMessage({ text: updated.photos?.length ? PHOTO_REMOVED : DRAWINGS_BACK, failed: false });
    } catch (failure) {
      setMessage({ text: getErrorMessage(failure), failed: true });
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!file) return setMessage({ text: 'Choose a photo to upload.', failed: true });
    if (file.size > MAX_PHOTO_MB * 1024 * 1024) return setMessage({ text: PHOTO_TOO_LARGE, failed: true });
    const body = new FormData();
    body.append('photo', file);
    setBusy(true);
    setMessage({ text: 'Uploading the photo...', failed: false });
    try {
      await apiRequest<Product>({
        path: `/api/admin/products/${encodeURIComponent(product.id)}/photos`,
        method: 'POST',
        body,
        requireAuth: true,
        // A phone's 20 MB on a slow connection, then a few seconds to make the variants.
        timeoutMs: 180_000,
      });
      dispatch(
        api.util.invalidateTags([
          { type: 'Product', id: 'LIST' },
          { type: 'Product', id: product.id },
        ]),
      );
      setMessage({ text: PHOTO_UPLOADED, failed: false });
      setFile(null);
      form.reset();
    } catch (failure) {
      setMessage({ text: getErrorMessage(failure), failed: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-photo" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>Photos</h2>
      {photos.length > 0 ? (
        <>
          <p className="admin-hint">
            The store shows these photos, newest first, in place of the drawings. Remove them all to bring the drawings
            back.
          </p>
          <ul className="admin-photo__list">
            {photos.map((photo, index) => (
              <li key={photo.id}>
                <img
                  className="admin-photo__current"
                  src={photo.src}
                  srcSet={photo.sources.find((source) => source.type === 'image/jpeg')?.srcset}
                  sizes="240px"
                  width={photo.width}
                  height={photo.height}
                  alt={index === 0 ? `${product.name}, the store's photo` : `${product.name}, photo ${index + 1}`}
                />
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={removing || busy}
                  onClick={() => void remove(photo.id)}
                >
                  Remove photo {index + 1}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p className="admin-state">No photo yet: the store shows the drawings.</p>
          <p className="admin-hint">A photo you upload replaces them on the store; removing it brings them back.</p>
        </>
      )}
      <form className="admin-form admin-photo__form" onSubmit={(event) => void onSubmit(event)}>
        <label htmlFor={inputId}>
          New photo (JPEG, PNG or WebP, up to {MAX_PHOTO_MB} MB)
          <input
            id={inputId}
            type="file"
            accept={PHOTO_TYPES}
            disabled={busy}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Uploading...' : 'Upload photo'}
        </button>
      </form>
      <FormMessage message={message} />
    </section>
  );
}
