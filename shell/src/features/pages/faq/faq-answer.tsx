import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from '@mitti/shared';
import { sanitizeHtml } from './sanitize-html';

/** An FAQ answer's HTML, sanitised before it reaches the DOM; links within the shop stay in the app. */
export function FaqAnswer({ html }: { html: string }) {
  const navigate = useNavigate();
  const safe = useMemo(() => sanitizeHtml(html), [html]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const href = (event.target as Element).closest('a')?.getAttribute('href');
    const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!href || !href.startsWith('/') || href.startsWith('//') || !plainClick) return;
    event.preventDefault();
    navigate(href);
  };

  // The click handler only upgrades real links (already keyboard-operable) to in-app navigation.
  return <div className="pages-faq__answer" onClick={onClick} dangerouslySetInnerHTML={{ __html: safe }} />;
}
