/**
 * The DOM events React treats as discrete. One that reaches a root whose hydration has not
 * committed yet makes React hydrate that whole root at once, inside the event, whatever priority
 * the hydration had (react#22448, "sync hydrate discrete events in capture phase"). These are the
 * platform's event names, as React's release notes and source list them: a React release that
 * adds one to its discrete events needs it added here.
 */
const DISCRETE_EVENTS = [
  'pointerdown',
  'pointerup',
  'pointercancel',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'touchcancel',
  'click',
  'auxclick',
  'dblclick',
  'contextmenu',
  'keydown',
  'keypress',
  'keyup',
  'input',
  'change',
  'reset',
  'dragstart',
  'dragend',
  'drop',
  'compositionstart',
  'compositionend',
  'copy',
  'cut',
  'paste',
] as const;

/**
 * Until the returned function is called, keeps the discrete events inside `container` from React
 * (from every listener below the document, in fact: React listens on its roots' containers and
 * on the portal's <main>) and leaves them to the platform; default actions are untouched. Used
 * while a root hydrates: the header and footer work without code (the Menu is a popover, the
 * links are links), and a page's content holds its taps itself (hold-early-actions.ts), so a
 * tap then is answered at once and the hydration goes on in its time-sliced transition. Measured
 * on the bench's phone: a tap on Menu while the header hydrated waited 100-170 ms for the whole
 * root, and a tap on Apply Now while the careers area hydrated 180-300 ms.
 */
export function leaveEventsToPlatform(container: Element): () => void {
  const doc = container.ownerDocument;
  const keepFromReact = (event: Event) => {
    if (event.target instanceof Node && container.contains(event.target)) event.stopPropagation();
  };
  for (const type of DISCRETE_EVENTS) doc.addEventListener(type, keepFromReact, true);
  return () => {
    for (const type of DISCRETE_EVENTS) doc.removeEventListener(type, keepFromReact, true);
  };
}
