// Empty states say what to do next; a link to the page the user is already on is no next step. This finds
// such links: those whose href resolves to the current page (the app's index.html is its "/").
const pageOf = (url: URL) => `${url.origin}${url.pathname.replace(/\/index\.html$/, '/')}${url.search}`;

export function linksToCurrentPage(root: ParentNode, pageUrl: string = window.location.href): string[] {
  const here = pageOf(new URL(pageUrl));
  return [...root.querySelectorAll('a[href]')]
    .map((a) => new URL(a.getAttribute('href') ?? '', pageUrl))
    .filter((url) => pageOf(url) === here)
    .map((url) => url.href);
}
