import { usePageTitle, useSearchParams, type RemoteModules } from '@mitti/shared';
import { REVIEW_STATUS_VALUES, type ReviewStatus } from '@mitti/shared/reviews';
import { AdminNav } from '../../components/admin-nav';
import { QueryState } from '../../components/query-state';
import { useGetAdminReviewsQuery } from './admin-reviews-api';
import { REVIEW_STATUS_LABELS, ReviewCard } from './review-card';

const isStatus = (value: string | null): value is ReviewStatus =>
  (REVIEW_STATUS_VALUES as readonly string[]).includes(value ?? '');

/** Reviews from verified buyers: waiting ones first; the owner approves or hides each. */
function ReviewsPage() {
  usePageTitle('Reviews — Owner', 'Reviews from shoppers, waiting for approval.');
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useGetAdminReviewsQuery({ status, page });
  const { data } = query;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const go = (next: { status?: ReviewStatus; page?: number }) => {
    const search = new URLSearchParams();
    if (next.status) search.set('status', next.status);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <div className="page admin-page">
      <AdminNav />
      <h1 className="page__title">Reviews</h1>
      <form className="admin-filters" aria-label="Filter reviews" onSubmit={(event) => event.preventDefault()}>
        <label>
          Show
          <select
            value={status ?? ''}
            onChange={(event) => go({ status: isStatus(event.target.value) ? event.target.value : undefined })}
          >
            <option value="">All reviews</option>
            {REVIEW_STATUS_VALUES.map((value) => (
              <option key={value} value={value}>
                {REVIEW_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
      </form>
      <QueryState query={query} loading="Loading reviews..." />
      {data && (
        <p>
          {data.pending} waiting for approval. {data.total === 0 ? 'No reviews here.' : ''}
        </p>
      )}
      {data?.reviews.map((review) => (
        <ReviewCard key={review.id} review={review} />
      ))}
      {data && pages > 1 && (
        <nav className="admin-paging" aria-label="Pages">
          <button
            type="button"
            className="button button--ghost"
            disabled={page <= 1}
            onClick={() => go({ status, page: page - 1 })}
          >
            Previous
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button
            type="button"
            className="button button--ghost"
            disabled={page >= pages}
            onClick={() => go({ status, page: page + 1 })}
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}

export default ReviewsPage satisfies RemoteModules['admin/ReviewsPage'];
