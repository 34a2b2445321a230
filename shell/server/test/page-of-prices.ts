import type { ServerView } from '../src/server-view';
import { plainView } from './plain-view';

interface Priced {
  name: string;
  price: number;
}

/**
 * A server view for the document cache's tests: a page of products' names and prices, read from the API at the
 * site's `apiBaseUrl` as the shell's render reads them (a product's page, /store, or a search). The catalogue's
 * markup is not what those tests are about; the kept documents are. `rendered` is told of every render.
 */
export function pageOfPrices(rendered: () => void = () => undefined): ServerView {
  return async ({ url, site, signal }) => {
    rendered();
    const read = url.pathname.startsWith('/product/')
      ? `/products/${url.pathname.slice('/product/'.length)}`
      : `/products${url.search.startsWith('?q=') ? url.search : ''}`;
    const answer = (await (await fetch(site.config.apiBaseUrl + read, { signal })).json()) as Priced | Priced[];
    const lines = [answer].flat().map((product) => `<li>${product.name}: Rs. ${product.price}/-</li>`);
    return plainView(`<ul>${lines.join('')}</ul>`);
  };
}
