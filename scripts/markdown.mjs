// What the docs test reads in a markdown file: measured figures, headings' anchors, relative links.

/**
 * A measured figure: a number (or a range of two) in milliseconds or bytes, e.g. "120 ms",
 * "280-340 ms", "1.5 KB", "a 90-ms task". Seconds are left alone: the spec's constants are in them.
 */
const FIGURE =
  /\b\d[\d.,]*(?:\s?[-–]\s?\d[\d.,]*)?(?:\s|-)?(?:ms|milliseconds?|KB|kB|KiB|MB|MiB|kilobytes?|megabytes?)\b/g;

/** Every measured figure in `text`, with its line number (from 1). */
export function figuresIn(text) {
  return text
    .split('\n')
    .flatMap((line, index) => [...line.matchAll(FIGURE)].map(([figure]) => ({ line: index + 1, figure })));
}

/** The lines of `text` outside fenced code blocks, as [line number, text] pairs. */
function proseLines(text) {
  let fenced = false;
  return text.split('\n').flatMap((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return [];
    }
    return fenced ? [] : [[index + 1, line]];
  });
}

/**
 * GitHub's anchor of a heading's text: links and emphasis as their text, lower case, every
 * character but letters, digits, marks, "_", "-" and spaces dropped, each space a hyphen.
 */
export const anchorOf = (heading) =>
  heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}_\s-]/gu, '')
    .replace(/\s/g, '-');

/** The anchors of every heading in `text`; a repeated one gets "-1", "-2", ... as on GitHub. */
export function headingAnchors(text) {
  const anchors = new Set();
  for (const [, line] of proseLines(text)) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = anchorOf(heading[1]);
    let name = base;
    for (let n = 1; anchors.has(name); n += 1) name = `${base}-${n}`;
    anchors.add(name);
  }
  return anchors;
}

/**
 * Every link in `text` to a place in this repository (not a URL, not an e-mail), outside code:
 * `[words](path#anchor)` and `[name]: path`, as { line, path, anchor } (path '' for "#anchor").
 */
export function relativeLinks(text) {
  return proseLines(text).flatMap(([line, content]) => {
    const prose = content.replace(/`[^`]*`/g, '');
    const targets = [
      ...[...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(([, target]) => target),
      ...[...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g)].map(([, target]) => target),
    ];
    return targets
      .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
      .map((target) => {
        const [path, anchor = null] = target.split('#');
        return { line, path: decodeURI(path), anchor };
      });
  });
}
