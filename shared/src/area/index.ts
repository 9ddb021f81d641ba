export type * from './types';
export { AppLink, type AppLinkProps } from './app-link';
export { isPlainLeftClick } from './plain-click';
export { useAreaProps, useAuth, useRuntimeConfig } from './area-context';
export { createArea, type AreaLifecycles, type AreaOptions } from './create-area';
export { AreaRoot, type AreaRootProps } from './area-root';
export * from './fragment';
export { SITE_ORIGIN, usePageOrigin } from './use-page-origin';
export { AREA_CONTRACT_VERSION, isCompatibleContract } from './contract';
