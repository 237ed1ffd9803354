/** The text of an HTML snippet (WordPress sends titles and excerpts as HTML): entities decoded, tags dropped. */
export function htmlText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
