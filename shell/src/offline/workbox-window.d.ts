// The types of workbox-window's ES2015+ module (register-service-worker.ts imports it by its file):
// the package's own, which describe the same class.
declare module 'workbox-window/Workbox.mjs' {
  export { Workbox } from 'workbox-window';
}
