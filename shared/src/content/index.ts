export type * from './types';
export { SCHOOL, formatPhone, telHref, whatsappHref, fullAddress, schoolPostalAddress } from './school';
