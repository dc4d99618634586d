import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type CatalogueState,
  hasCategoryAlias,
  readCatalogueState,
  updateCatalogueState,
  writeCatalogueState,
} from './catalogue-params';

/** The catalogue state read from and written to the URL's search params. */
export function useCatalogueState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readCatalogueState(params), [params]);
  const update = useCallback(
    (change: Partial<CatalogueState>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => writeCatalogueState(updateCatalogueState(readCatalogueState(current), change)),
        {
          replace: options.replace,
          preventScrollReset: true,
        },
      );
    },
    [setParams],
  );
  // An old link's category alias becomes the category's own value, so the URL shows one name.
  useEffect(() => {
    if (hasCategoryAlias(params)) {
      setParams(writeCatalogueState(readCatalogueState(params)), { replace: true });
    }
  }, [params, setParams]);
  return { state, update };
}
