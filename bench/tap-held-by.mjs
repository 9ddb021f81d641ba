// What a slow tap waited for: the longest animation frame it overlapped, and the scripts that ran
// in it, each named as a reader knows its file.

/**
 * A script's file as a reader knows it: the app's folder for a remote's file, without the
 * content hash, with @module-federation/vite's escapes in shared modules' names undone
 * (`loadShare__react_mf_2_dom_mf_1_client__loadShare__` is react-dom/client's share).
 */
export function scriptLabel(url, pageUrl) {
  if (!url) return 'the browser';
  const { pathname } = new URL(url);
  if (url.split('?')[0] === pageUrl.split('?')[0]) return 'the page (early script)';
  const app = /^\/apps\/([^/]+)\//.exec(pathname)?.[1];
  const file = pathname
    .split('/')
    .pop()
    .replace(/^_virtual_mf___mfe_internal__\w+?__mf_owner__\d+__/, '')
    .replace(/^_virtual_mf-(\w+?)___mfe_internal__.*$/, '$1')
    .replace(/(\.js)?-[\w-]{8}\.js$|\.js$/, '')
    .replace(/_mf_0_/g, '@')
    .replace(/_mf_1_/g, '/')
    .replace(/_mf_2_/g, '-')
    .replace(/^_*loadShare_+(.*?)_+loadShare_*$/, 'shared $1');
  return app ? `${app}: ${file}` : file;
}

/** The longest frame over 50 ms that the interaction overlapped, and what ran in it (ms). */
export function heldBy(interaction, frames, pageUrl) {
  const overlapping = frames.filter(
    (frame) =>
      frame.start < interaction.start + interaction.duration && frame.start + frame.duration > interaction.start,
  );
  if (overlapping.length === 0) return 'no frame over 50 ms';
  const frame = overlapping.reduce((a, b) => (b.duration > a.duration ? b : a));
  const byScript = new Map();
  for (const script of frame.scripts) {
    const label = scriptLabel(script.url, pageUrl);
    byScript.set(label, (byScript.get(label) ?? 0) + script.duration);
  }
  const scripts = [...byScript]
    .sort((a, b) => b[1] - a[1])
    .filter(([, ms]) => ms >= 5)
    .map(([label, ms]) => `${label} ${Math.round(ms)}`);
  const rest = Math.round(frame.duration - [...byScript.values()].reduce((sum, ms) => sum + ms, 0));
  return `a ${Math.round(frame.duration)} ms frame: ${[...scripts, `style, layout, paint and other ${rest}`].join(', ')}`;
}
