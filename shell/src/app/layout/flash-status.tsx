import { useEffect, useRef } from 'react';
import { flashDismissed, selectFlash, useAppDispatch, useAppSelector, useLocation } from '@mitti/shared';
import './flash-status.css';

/**
 * What happened to the form the servers just answered ('{name} added to cart', '{name} is out of stock'),
 * rendered into the page as the toasts show it: top right, for a toast's time (SPEC section 9), announced
 * politely, errors at once. Forms that answer in place (contact, newsletter) show theirs themselves. It
 * goes when the shopper moves to another page.
 */
export function FlashStatus() {
  const flash = useAppSelector(selectFlash);
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const shownOn = useRef(`${pathname}${search}`);
  useEffect(() => {
    if (`${pathname}${search}` !== shownOn.current) dispatch(flashDismissed());
  }, [dispatch, pathname, search]);
  if (!flash || flash.form) return null;
  return (
    <div
      className={`flash-status flash-status--${flash.kind}`}
      role={flash.kind === 'error' ? 'alert' : 'status'}
      data-testid="flash-status"
    >
      {flash.text}
    </div>
  );
}
