import { describe, expect, it } from '@jest/globals';
import { FaqAnswer } from './faq-answer';
import { sanitizeHtml } from './sanitize-html';
import { renderWithProviders } from '@mitti/shared/testing';

const hostile =
  '<p>Hello <img src=x onerror=alert(1)> <a href="javascript:alert(1)">click</a> <a href="/contact" onclick="steal()">contact</a><script>alert(2)</script></p>';

describe('FAQ answer sanitising', () => {
  it('renders hostile HTML inert: no handlers, no javascript: links, no scripts', () => {
    const { container } = renderWithProviders(<FaqAnswer html={hostile} />);
    const answer = container.querySelector('.pages-faq__answer')!;
    expect(answer.querySelector('[onerror]')).toBeNull();
    expect(answer.querySelector('[onclick]')).toBeNull();
    expect(answer.querySelector('script')).toBeNull();
    expect(answer.querySelector('img')).toBeNull();
    const hrefs = [...answer.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs.some((href) => href?.toLowerCase().includes('javascript:'))).toBe(false);
    expect(hrefs).toContain('/contact');
    expect(answer).toHaveTextContent('Hello click contact');
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
