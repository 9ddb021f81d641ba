/**
 * Appends the elements `makers` make to `parent`, the first now and each next one in a task of its
 * own. A script or preload element starts a fetch, which costs the main thread 0.3-3 ms on the
 * bench's host and four times that on a slow phone: seven added at once were one long task.
 */
export function appendOnePerTask(parent: ParentNode, makers: Array<() => Element>): void {
  const pending = [...makers];
  const appendNext = () => {
    const next = pending.shift();
    if (!next) return;
    parent.append(next());
    if (pending.length) setTimeout(appendNext, 0);
  };
  appendNext();
}
