import DOMPurify from 'dompurify';

/**
 * FAQ answers are HTML. Only plain formatting and links survive: scripts, event handlers, styles and
 * javascript: URLs are removed, whatever the content source.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a'],
    ALLOWED_ATTR: ['href', 'title'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
  });
}
