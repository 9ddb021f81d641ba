/**
 * Whether the shell's code has failed: its root was unmounted by an error no boundary caught. What
 * its code leaves on the page then stays as the HTML drew it (hydrate-region.tsx, area-outlet.tsx).
 */
let failed = false;

export const shellHasFailed = (): boolean => failed;

export function markShellFailed(): void {
  failed = true;
}
