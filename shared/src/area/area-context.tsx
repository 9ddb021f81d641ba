import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AreaProps, AuthState, RuntimeConfig } from './types';

export const AreaPropsContext = createContext<AreaProps | null>(null);

export function useAreaProps(): AreaProps {
  const props = useContext(AreaPropsContext);
  if (!props) throw new Error('useAreaProps must be used inside an area root');
  return props;
}

export function useRuntimeConfig(): RuntimeConfig {
  return useAreaProps().config;
}

/** The signed-in user and role, live, read-only. */
export function useAuth(): AuthState {
  const { auth } = useAreaProps();
  return useSyncExternalStore(auth.subscribe, auth.getSnapshot, auth.getSnapshot);
}
