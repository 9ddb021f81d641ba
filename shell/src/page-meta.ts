import { SCHOOL } from '@school/shared/content';
import { documentTitle } from './routes';

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/** Sets the document title and description of the current page. */
export function applyPageMeta(title: string, description: string): void {
  document.title = documentTitle(title, SCHOOL.shortName);
  setMeta('description', description);
}
