import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize';

describe('article HTML allowlist', () => {
  it.each([
    ['<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['<img src="x" onerror="alert(1)">', '<img alt="" src="x" loading="lazy" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<img src="data:image/png;base64,AAAA">', '<img alt="" loading="lazy" />'],
    ['<p style="background:url(x)" onclick="x()">t</p>', '<p>t</p>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<h1>Title</h1>', '<h2>Title</h2>'],
  ])('%s → %s', (input, out) => {
    expect(sanitizeArticleHtml(input)).toBe(out);
  });

  it('keeps the markup an article needs, and makes new-tab links safe', () => {
    const html =
      '<h2>Sleep</h2><p><strong>Try</strong> <em>this</em>: <a href="https://nhs.uk" target="_blank">NHS</a></p><ul><li>One</li></ul><img src="https://x.example/a.png" alt="A">';
    expect(sanitizeArticleHtml(html)).toBe(
      '<h2>Sleep</h2><p><strong>Try</strong> <em>this</em>: <a href="https://nhs.uk" target="_blank" rel="noopener noreferrer nofollow">NHS</a></p><ul><li>One</li></ul><img alt="A" src="https://x.example/a.png" loading="lazy" />',
    );
  });
});
