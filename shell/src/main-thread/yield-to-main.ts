/**
 * Gives the main thread back to the browser, so that a tap or a frame waiting is handled before
 * the next step of start-up: `scheduler.yield()` where the browser has it (its continuation runs
 * before other queued work), a new task otherwise.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
