const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe anywhere the shell writes HTML or XML by hand (the build's pages, head tags,
 * sitemap, and the service worker's notices): as element content and as a quoted attribute value.
 */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
