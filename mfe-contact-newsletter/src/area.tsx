import { createArea } from '@school/shared/area';
import { ContactNewsletterArea } from './contact-newsletter-area';

export const { bootstrap, mount, unmount, update } = createArea('contact-newsletter', ContactNewsletterArea);
