import { SITE_ORIGIN } from '@school/shared/site-layout';

/** "https://example.org/" -> "https://example.org"; rejects anything that is not an http(s) origin. */
export function normaliseSiteUrl(value: string | undefined): string {
  const raw = (value ?? '').trim() || SITE_ORIGIN;
  const url = new URL(raw);
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`SITE_URL must be an origin such as ${SITE_ORIGIN}, not "${raw}"`);
  }
  return url.origin;
}

/** The absolute URL of a route path on the site. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).href;
}
