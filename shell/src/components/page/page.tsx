import type { ReactNode } from 'react';
import { usePageTitle } from '@mitti/shared';

interface Props {
  title: string;
  description?: string;
  /** Shown as the page heading; defaults to the title. */
  heading?: ReactNode;
  className?: string;
  /** The page's language, where it is not its `<main>`'s. */
  lang?: string;
  children?: ReactNode;
}

/** A shell page: sets the document title and description and renders the heading. */
export function Page({ title, description, heading, className, lang, children }: Props) {
  usePageTitle(title, description);
  return (
    <div className={`page ${className ?? ''}`} lang={lang}>
      <h1 className="page__title">{heading ?? title}</h1>
      {children}
    </div>
  );
}
