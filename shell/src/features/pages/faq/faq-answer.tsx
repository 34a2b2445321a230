import type { MouseEvent } from 'react';
import { languageOfPath, useNavigate } from '@mitti/shared';

/**
 * An FAQ answer's HTML, as it is: the answers are the shop's own text (faq-data.ts), and a test holds each to be
 * exactly what the sanitiser (sanitize-html.ts) leaves of it, so the page needs no sanitiser, on the server or in
 * the browser (decision 067). Links within the shop stay in the app: a Hindi answer's `/hi/...` link goes to that
 * page within the Hindi router, whose basename is the language's.
 */
export function FaqAnswer({ html }: { html: string }) {
  const navigate = useNavigate();

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const href = (event.target as Element).closest('a')?.getAttribute('href');
    const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!href || !href.startsWith('/') || href.startsWith('//') || !plainClick) return;
    event.preventDefault();
    navigate(languageOfPath(href).path);
  };

  // The click handler only upgrades real links (already keyboard-operable) to in-app navigation.
  return <div className="pages-faq__answer" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
