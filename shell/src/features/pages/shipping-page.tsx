import { Link, paths } from '@mitti/shared';
import { Page } from '../../components/page/page';
import { usePageWords } from '../../i18n/page-words';
import { shipping as s, type ShippingText } from './shipping/shipping-words';
import './pages.css';

/** The page's Hindi, its own chunk, fetched by a Hindi page only (decision 119). */
const hindiWords = () => import(/* webpackChunkName: "ShippingPage-hindi" */ './shipping/shipping-hi');

export function ShippingPage() {
  const t = usePageWords<ShippingText>(hindiWords);
  return (
    <Page title={t(s.title)} description={t(s.description)} className="pages-prose">
      <p className="pages-lead">{t(s.lead)}</p>

      <h2>{t(s.shippingHeading)}</h2>
      <p>{t(s.processed, { dispatchWithin: t(s.dispatchWithin) })}</p>
      <table className="pages-table">
        <caption className="visually-hidden">{t(s.optionsCaption)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(s.option)}</th>
            <th scope="col">{t(s.deliveryTime)}</th>
            <th scope="col">{t(s.charge)}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t(s.standard)}</th>
            <td>{t(s.standardTime)}</td>
            <td>{t(s.standardCharge)}</td>
          </tr>
          <tr>
            <th scope="row">{t(s.express)}</th>
            <td>{t(s.expressTime)}</td>
            <td>Rs. 300</td>
          </tr>
          <tr>
            <th scope="row">{t(s.sameDay)}</th>
            <td>{t(s.sameDayTime)}</td>
            <td>Rs. 450</td>
          </tr>
        </tbody>
      </table>
      <p>{t(s.peak)}</p>

      <h2>{t(s.returnsHeading)}</h2>
      <ul>
        <li>{t(s.returnWithin)}</li>
        <li>{t(s.notReturnable)}</li>
        <li>{t(s.returnShipping)}</li>
        <li>{t(s.refundWithin)}</li>
        <li>{t(s.exchange)}</li>
      </ul>

      <h2>{t(s.damagedHeading)}</h2>
      <p>{t(s.damaged)}</p>

      <h2>{t(s.cancellationsHeading)}</h2>
      <p>
        {t(s.cancelBefore)} <Link to={paths.orders()}>{t(s.myOrders)}</Link>
        {t(s.cancelAfter)}
      </p>
      <p>{t(s.workshopCancel)}</p>
      <ul>
        <li>{t(s.fullRefund)}</li>
        <li>{t(s.halfRefund)}</li>
        <li>{t(s.noRefund)}</li>
      </ul>

      <section className="pages-callout" aria-labelledby="shipping-help-heading">
        <h2 id="shipping-help-heading">{t(s.helpHeading)}</h2>
        <p>{t(s.help, { replyWithin: t(s.replyWithin) })}</p>
        <Link to={paths.contact()} className="button button--primary">
          {t(s.contactUs)}
        </Link>
      </section>
    </Page>
  );
}
ShippingPage.hindiWords = hindiWords;
