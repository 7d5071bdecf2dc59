import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('drops inline handlers before parsing, whatever their quoting, and keeps the element', () => {
    expect(sanitizeHtml('<p onclick="steal()" class="lead">Hi</p>')).toBe('<p class="lead">Hi</p>');
    expect(sanitizeHtml("<b onmouseover='x()' onfocus=y()>Bold</b>")).toBe('<b>Bold</b>');
    expect(sanitizeHtml('<a href="/help" ONCLICK = "x()">Help</a>')).toBe('<a href="/help">Help</a>');
  });

  it('leaves words that only look like handlers in the text alone', () => {
    expect(sanitizeHtml('<p>Switch on=off after 5 > 3</p>')).toBe('<p>Switch on=off after 5 &gt; 3</p>');
  });

  it('still removes scripts, styles and images from other origins', () => {
    expect(sanitizeHtml('<p style="color:red">a</p><script>x()</script>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<img src="https://evil.example/p.png" alt="">')).toBe('');
  });
});
