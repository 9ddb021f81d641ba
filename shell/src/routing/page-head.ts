import { SCHOOL } from '@school/shared/content';
import { NOT_FOUND, type PageAlternate, type RouteEntry } from './routes';
import { absoluteUrl, normaliseSiteUrl } from './site-url';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL; null for pages that must not be indexed (404). */
  canonical: string | null;
  /** The page's other forms (a feed, a calendar), as paths of this site, so they work on any host. */
  alternates: readonly PageAlternate[];
}

/** What a page's head is written from (a route's entry is one). */
export interface PageHeadSource {
  title: string;
  description: string;
  /** None for a page kept out of search: no canonical link. */
  path?: string;
  alternates?: readonly PageAlternate[];
}

export function pageHead(siteUrl: string, page: PageHeadSource): PageHead {
  return {
    title: `${page.title} | ${SCHOOL.shortName}`,
    description: page.description,
    canonical: page.path ? absoluteUrl(siteUrl, page.path) : null,
    alternates: page.alternates ?? [],
  };
}

/** The head tags of a page, as [attribute, key, content]: one list for the runtime and the build (page-html.ts). */
export function headTags(head: PageHead): Array<['name' | 'property', string, string]> {
  const tags: Array<['name' | 'property', string, string]> = [
    ['name', 'description', head.description],
    ['property', 'og:title', head.title],
    ['property', 'og:description', head.description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', SCHOOL.name],
    ['property', 'og:locale', 'en_NG'],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', head.title],
    ['name', 'twitter:description', head.description],
  ];
  if (head.canonical) tags.push(['property', 'og:url', head.canonical]);
  tags.push(['name', 'robots', head.canonical ? 'index, follow' : 'noindex']);
  return tags;
}

/** Sets the title, meta tags and canonical link of the current page in the document. */
export function applyPageHead(head: PageHead, doc: Document = document): void {
  doc.title = head.title;
  // og:url is left out of a 404, so an earlier page's must go.
  doc.head.querySelector('meta[property="og:url"]')?.remove();
  for (const [attribute, key, content] of headTags(head)) {
    const tag =
      doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`) ??
      doc.head.appendChild(doc.createElement('meta'));
    tag.setAttribute(attribute, key);
    tag.content = content;
  }
  // Likewise the canonical (none on a 404) and the alternates: an earlier page's go.
  doc.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"]').forEach((link) => link.remove());
  const canonical = head.canonical ? [{ rel: 'canonical', href: head.canonical }] : [];
  for (const link of [...canonical, ...head.alternates.map((alternate) => ({ rel: 'alternate', ...alternate }))]) {
    doc.head.append(Object.assign(doc.createElement('link'), link));
  }
}

/** Sets the current page's head for `route` (the 404's for none), on the production origin (build setting SITE_URL). */
export function applyPageMeta(route: RouteEntry | undefined): void {
  applyPageHead(pageHead(normaliseSiteUrl(import.meta.env.VITE_SITE_URL as string | undefined), route ?? NOT_FOUND));
}
