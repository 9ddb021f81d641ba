export type * from './types';
export { SCHOOL, formatPhone, telHref, whatsappHref, fullAddress, schoolPostalAddress } from './school';
export { MONTH_NAMES, groupThousands } from './format';
export { jsonLdText } from './json-ld';
