import { useEffect } from 'react';
import { notify } from '@mitti/shared';
import { useWords } from '../../words/words';

export const LOAD_PRODUCTS_FAILED = 'Failed to load products. Please try again.';

/** SPEC section 8: a failed product list is announced once per failure with a toast. */
export function useProductsLoadError(isError: boolean): void {
  const t = useWords();
  useEffect(() => {
    if (isError) notify.error(t(LOAD_PRODUCTS_FAILED));
  }, [isError, t]);
}
