import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AreaProps, AuthState, RuntimeConfig } from './types';

export const AreaPropsContext = createContext<AreaProps | null>(null);

/**
 * Whether the area's code runs the page: false in the prerendered HTML and while React hydrates
 * it, true once it has (AreaRoot turns it on in a transition) and whenever the code renders a page
 * afresh. Outside an area root, false: what reads it renders as it would with no code.
 */
export const CodeRunsContext = createContext(false);

/**
 * What a component renders differently once the code runs (a link that becomes a button) reads
 * this, not a store whose server snapshot differs from the client's: React renders such a store's
 * readers again right after hydration in one blocking task, but this change in a transition, in
 * slices.
 */
export const useCodeRuns = () => useContext(CodeRunsContext);

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
