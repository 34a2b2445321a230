import { formatRupeesInText as rupees } from '@mitti/shared';
import { type PriceChange } from '@mitti/shared/orders';
import { useWords } from '../../words/words';

/**
 * A price changed since the shopper saw it (issue 33): each change in plain words ("The price of Thali Plate
 * changed from Rs. 299 to Rs. 349."), and nothing is placed until the shopper accepts the new prices. In the page's
 * words: the English is `@mitti/shared`'s priceChangedMessage, as the API's refusal says it (catalog.test.ts).
 */
export function PriceChangeNotice({ changes, onAccept }: { changes: readonly PriceChange[]; onAccept: () => void }) {
  const t = useWords();
  if (changes.length === 0) return null;
  const one = changes.length === 1;
  return (
    <div className="checkout-alert" role="alert" data-testid="price-changes">
      {changes.map((change) => (
        <p key={change.name}>
          {t('The price of {name} changed from {from} to {to}.', {
            name: change.name,
            from: rupees(change.from),
            to: rupees(change.to),
          })}
        </p>
      ))}
      <p>
        {t(
          one
            ? 'The order is placed at the new price once you accept.'
            : 'The order is placed at the new prices once you accept.',
        )}
      </p>
      {/* Accepting is the app's: before it runs (a cart rendered on the server) the notice says what changed. */}
      <button type="button" className="button button--primary" onClick={onAccept} data-needs-app="">
        {t(one ? 'Accept the new price' : 'Accept the new prices')}
      </button>
    </div>
  );
}
