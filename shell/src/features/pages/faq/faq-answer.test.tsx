import { describe, expect, it } from '@jest/globals';
import { FAQ_ENTRIES } from './faq-data';
import { hindi } from './faq-hi';
import { sanitizeHtml } from './sanitize-html';

describe('FAQ answers', () => {
  it('are each exactly what the sanitiser leaves of them: the page renders them as they are', () => {
    for (const { id, answer } of FAQ_ENTRIES) expect({ id, answer: sanitizeHtml(answer) }).toEqual({ id, answer });
  });

  it('in Hindi too, each exactly what the sanitiser leaves of it, its links to the Hindi pages', () => {
    for (const { id, answer } of FAQ_ENTRIES) {
      const inHindi = hindi[answer]!;
      expect({ id, answer: sanitizeHtml(inHindi) }).toEqual({ id, answer: inHindi });
      expect([id, [...inHindi.matchAll(/href="([^"]*)"/g)].map(([, href]) => href)]).toEqual([
        id,
        [...answer.matchAll(/href="([^"]*)"/g)].map(([, href]) => `/hi${href}`),
      ]);
    }
  });
});

describe('the sanitiser the answers are held to', () => {
  it('leaves hostile HTML inert: no handlers, no javascript: links, no scripts', () => {
    const hostile =
      '<p>Hello <img src=x onerror=alert(1)> <a href="javascript:alert(1)">click</a> <a href="/contact" onclick="steal()">contact</a><script>alert(2)</script></p>';
    const cleaned = sanitizeHtml(hostile);
    expect(cleaned).not.toMatch(/onerror|onclick|<script|<img|javascript:/i);
    expect(cleaned).toContain('<a href="/contact">contact</a>');
  });

  it('keeps the formatting answers use', () => {
    expect(
      sanitizeHtml('<p>Up to <strong>7 days</strong> <em>after</em> <a href="https://x.in">delivery</a></p>'),
    ).toBe('<p>Up to <strong>7 days</strong> <em>after</em> <a href="https://x.in">delivery</a></p>');
  });

  it('drops styles and obfuscated script URLs', () => {
    const cleaned = sanitizeHtml(
      '<a href=" jav&#x09;ascript:alert(1)" style="color:red">x</a><svg onload=alert(1)></svg>',
    );
    expect(cleaned).not.toMatch(/javascript|style|onload|svg/i);
  });
});
