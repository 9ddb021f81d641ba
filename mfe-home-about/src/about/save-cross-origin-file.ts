import { isPlainLeftClick } from '@school/shared/area';
import type { MouseEvent } from 'react';

/**
 * Browsers ignore `download` on links to another origin and open the file instead. On the site
 * the remote's files share the page's origin, but during development (`pnpm dev`, a remote
 * override) they come from another one. So a plain click on such a link fetches the file
 * (those servers answer CORS) and saves it from a same-origin blob: URL. If that fails, the
 * browser opens the file as a normal link would.
 */
export function saveCrossOriginFile(event: MouseEvent<HTMLAnchorElement>, fileName: string): void {
  const link = event.currentTarget;
  if (!isPlainLeftClick(event) || new URL(link.href).origin === window.location.origin) return;
  event.preventDefault();
  const { href } = link;
  fetch(href)
    .then((response) => {
      if (!response.ok) throw new Error(`${href} answered ${response.status}`);
      return response.blob();
    })
    .then((blob) => {
      const url = URL.createObjectURL(blob);
      const save = document.createElement('a');
      save.href = url;
      save.download = fileName;
      save.hidden = true;
      document.body.append(save);
      save.click();
      save.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    })
    .catch((error: unknown) => {
      console.error('[home-about] could not download', error);
      window.location.assign(href);
    });
}
