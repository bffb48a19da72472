/**
 * Operator HTML with its links into this site checked: a link whose page is not served here (not
 * built yet, or left out by the brand) becomes its plain text, so a notice never leads to
 * not-found. Links to other sites are left alone. Runs before sanitising (SafeHtml still cleans
 * the result); the template parses without running scripts or loading images.
 */
export function unlinkUnserved(html: string, isServedHref: (href: string) => boolean): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const dead = [...template.content.querySelectorAll('a[href]')].filter(
    (link) => !isServedHref(link.getAttribute('href') ?? ''),
  );
  if (dead.length === 0) return html;
  for (const link of dead) link.replaceWith(...link.childNodes);
  return template.innerHTML;
}
