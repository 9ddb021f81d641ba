export { NEWS } from './news';
export { EVENTS } from './events';
export { ANNOUNCEMENTS } from './announcements';
