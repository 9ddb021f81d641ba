// What the page's main thread did during a Lighthouse run, read from the run's own trace: every
// task that blocked it for more than 50 ms at the bench's CPU slowdown, with what ran in it, and
// the main thread's time by kind. Lighthouse 12 files most of today's Chromium trace events under
// "other" in its own breakdowns (it does not know names such as v8.callFunction), so the bench
// reads the trace itself. Durations are the trace's, multiplied by the CPU slowdown, as
// Lighthouse's simulation scales them.

const KINDS = [
  ['parse HTML & CSS', /^(ParseHTML|ParseAuthorStyleSheet|HTMLDocumentParser::)/],
  [
    'style & layout',
    /^(UpdateLayoutTree|RecalculateStyles|Layout|InvalidateLayout|ScheduleStyleRecalculation|LayoutShift|IntersectionObserverController::computeIntersections)/,
  ],
  [
    'paint & composite',
    /^(Paint|PrePaint|Layerize|Commit|CompositeLayers|UpdateLayer|UpdateLayerTree|Decode Image|ImageDecodeTask)/,
  ],
  [
    'script parse & compile',
    /^(v8\.compile|v8\.compileModule|v8\.parseOnBackground|V8\.CompileCode|v8\.produceModuleCache|v8\.produceCache|CacheScript|v8\.deserializeOnBackground)/,
  ],
  ['garbage collection', /(GC|GCEvent|MinorGC|MajorGC|BlinkGC)/],
  [
    'script evaluation',
    /^(EvaluateScript|FunctionCall|v8\.callFunction|v8\.evaluateModule|v8\.run|v8\.execute|RunMicrotasks|TimerFire|EventDispatch|FireAnimationFrame|FireIdleCallback|V8\.|v8\.)/,
  ],
];

const TASK = /^(RunTask|ThreadControllerImpl::RunTask|ThreadControllerImpl::DoWork)$/;
export const LONG_TASK_MS = 50;

function kindOf(name) {
  return KINDS.find(([, pattern]) => pattern.test(name))?.[0];
}

function urlOf(event) {
  const data = event.args?.data;
  return data?.url || event.args?.fileName || data?.stackTrace?.[0]?.url || undefined;
}

/** A script's URL as a person reads it: the app and the module, without hashes and MF's virtual prefixes. */
export function shortUrl(url, pageUrl) {
  if (!url) return 'unattributed';
  if (url === pageUrl) return 'the page (HTML, early script)';
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const app = /^\/apps\/([^/]+)\//.exec(parsed.pathname)?.[1];
  const file = parsed.pathname
    .split('/')
    .pop()
    .replace(/_virtual_mf___mfe_internal__\w+?__mf_owner__\d+__/, '')
    .replace(/^(?:loadShare|prebuild)__(.*?)__(?:loadShare|prebuild)__(?:\.js)?/, 'shared $1')
    .replace(/_mf_2_/g, '-')
    .replace(/_mf_1_/g, '/')
    .replace(/_mf_0_/g, '@')
    .replace(/-[\w]{8}\.js$/, '.js');
  return `${app ?? 'shell'}: ${file}`;
}

/** The main thread of the page's renderer: the one that parsed the page's HTML. */
function mainThreadOf(events, pageUrl) {
  const parse =
    events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === pageUrl) ??
    events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith('http'));
  if (!parse) throw new Error(`the trace has no ParseHTML of ${pageUrl}`);
  return { pid: parse.pid, tid: parse.tid };
}

/**
 * @param {{ traceEvents: object[] }} trace Lighthouse's artifacts.Trace
 * @param {string} pageUrl the page's final URL
 * @param {number} slowdown the CPU slowdown Lighthouse simulated
 */
export function mainThreadWork(trace, pageUrl, slowdown) {
  const { pid, tid } = mainThreadOf(trace.traceEvents, pageUrl);
  const events = trace.traceEvents
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const navigation = trace.traceEvents.find(
    (e) => e.name === 'navigationStart' && e.pid === pid && e.args?.data?.documentLoaderURL === pageUrl,
  );
  const start = navigation?.ts ?? events[0]?.ts ?? 0;
  const byKind = {};
  const tasks = [];
  // A stack of open events: each event's self time goes to its kind, or its nearest ancestor's.
  const stack = [];
  let task;
  const close = (until) => {
    while (stack.length && stack.at(-1).end <= until) {
      const node = stack.pop();
      const self = node.event.dur - node.childTime;
      const ms = (self / 1000) * slowdown;
      byKind[node.kind] = (byKind[node.kind] ?? 0) + ms;
      if (task) {
        const key =
          node.kind === 'script evaluation' || node.kind === 'script parse & compile'
            ? `${node.kind} ${node.url}`
            : node.kind;
        task.parts[key] = (task.parts[key] ?? 0) + ms;
      }
      if (!stack.length) task = undefined;
    }
  };
  for (const event of events) {
    close(event.ts);
    const parent = stack.at(-1);
    if (parent) parent.childTime += event.dur;
    else {
      if (!TASK.test(event.name)) continue;
      task = {
        at: (event.ts - start) / 1000,
        ts: event.ts,
        observedMs: event.dur / 1000,
        ms: (event.dur / 1000) * slowdown,
        parts: {},
      };
      tasks.push(task);
    }
    stack.push({
      event,
      end: event.ts + event.dur,
      childTime: 0,
      kind: kindOf(event.name) ?? parent?.kind ?? 'other',
      url: urlOf(event) ? shortUrl(urlOf(event), pageUrl) : (parent?.url ?? 'unattributed'),
    });
  }
  close(Infinity);
  const round = (value) => Math.round(value);
  const fcp = trace.traceEvents.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? start;
  /** Blocking time after the first contentful paint for a CPU `times` slower than the trace's. */
  const blockingMs = (times) =>
    round(
      tasks.filter((t) => t.ts >= fcp).reduce((sum, t) => sum + Math.max(0, t.observedMs * times - LONG_TASK_MS), 0),
    );
  return {
    blockingMs,
    byKind: Object.fromEntries(
      Object.entries(byKind)
        .sort((a, b) => b[1] - a[1])
        .map(([kind, ms]) => [kind, round(ms)]),
    ),
    longTasks: tasks
      .filter((t) => t.ms > LONG_TASK_MS)
      .map((t) => ({
        atMs: round(t.at),
        ms: round(t.ms),
        ran: Object.entries(t.parts)
          .filter(([, ms]) => ms >= 5)
          .sort((a, b) => b[1] - a[1])
          .map(([what, ms]) => ({ what, ms: round(ms) })),
      })),
  };
}
