import type { AuthStore, RuntimeConfig } from '@school/shared/area';
import type { AreaLoader } from './area-loader';
import { createContext, useContext } from 'react';

export interface ShellValue {
  config: RuntimeConfig;
  auth: AuthStore;
  loader: AreaLoader;
  /** Called when an area's code has taken over its page (the service worker starts then). */
  onAreaReady?: () => void;
}

export const ShellContext = createContext<ShellValue | null>(null);

export function useShell(): ShellValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be used inside the shell');
  return value;
}
