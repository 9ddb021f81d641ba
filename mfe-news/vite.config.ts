import { federation } from '@module-federation/vite';
import { remoteConfig } from '@school/shared/vite';

// Its federation: the options every remote states alike (remoteConfig's), and its one module.
export default remoteConfig(import.meta.url, (common) =>
  federation({ ...common, exposes: { './area': './src/area.tsx' } }),
);
