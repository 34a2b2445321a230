import type { ReactNode } from 'react';
import { usePageTitle } from '@mitti/shared';
import './auth.css';

interface Props {
  title: string;
  description: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of every auth screen: page title, a centred card with heading, content and footer links. */
export function AuthCard({ title, description, intro, children, footer }: Props) {
  usePageTitle(title, description);
  return (
    <div className="page auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth-card__title">
          {title}
        </h1>
        {intro && <p className="auth-card__intro">{intro}</p>}
        {children}
        {footer && <div className="auth-card__footer">{footer}</div>}
      </section>
    </div>
  );
}
