/** Five stars filled to the nearest half of `rating`, for the eye only (the text beside them says the number). */
export function ReviewStars({ rating }: { rating: number }) {
  const halves = Math.round(rating * 2);
  const stars = '★'.repeat(Math.floor(halves / 2)) + (halves % 2 ? '½' : '');
  const empty = '☆'.repeat(5 - Math.ceil(halves / 2));
  return (
    <span className="catalog-stars" aria-hidden="true">
      {stars}
      <span className="catalog-stars__empty">{empty}</span>
    </span>
  );
}
