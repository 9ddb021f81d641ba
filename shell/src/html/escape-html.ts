const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe where the shell writes HTML or XML by hand (the build's sitemap, the service
 * worker's notice and offline page): as element content and as a quoted attribute value.
 */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
