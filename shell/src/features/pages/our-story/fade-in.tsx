import { useEffect, useRef, useState, type ReactNode } from 'react';
import './our-story.css';

function prefersReducedMotion(): boolean {
  // On the server (a rendered first view) there is no window: the content is simply shown.
  if (typeof window === 'undefined') return true;
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Fades its content in the first time it scrolls into view. Shown at once when the shopper prefers
 * reduced motion or the browser has no IntersectionObserver.
 */
export function FadeIn({ children, className = '' }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => prefersReducedMotion() || typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const node = ref.current;
    if (visible || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: 0.15 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <div ref={ref} className={`pages-fade ${visible ? 'pages-fade--visible' : ''} ${className}`}>
      {children}
    </div>
  );
}
