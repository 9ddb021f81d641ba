import { createArea } from '@school/shared/area';
import { TYPED_VALUES } from '@school/shared/forms';
import { ContactNewsletterArea } from './contact-newsletter-area';

export const { bootstrap, mount, unmount, update } = createArea('contact-newsletter', ContactNewsletterArea, {
  typedValues: TYPED_VALUES,
});
