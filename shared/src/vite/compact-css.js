/**
 * Emotion's css`` templates ship their text in the bundle as written: every line's indentation.
 * This plugin collapses each template's runs of white space to one space (and drops a comment
 * inside one) in the site's own modules, before the browser's build and the prerender alike, so
 * the class names Emotion derives from that text are the same on both sides. Only templates
 * tagged `css` are touched; nothing else in a module changes.
 */

/** @import { ESTree, Plugin } from 'vite' */

/**
 * Every node of an ESTree program, depth first.
 * @param {unknown} node
 * @returns {Generator<ESTree.Node>}
 */
function* nodesOf(node) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* nodesOf(child);
    return;
  }
  if ('type' in node && typeof node.type === 'string') yield /** @type {ESTree.Node} */ (node);
  for (const [key, value] of Object.entries(node)) if (key !== 'parent') yield* nodesOf(value);
}

/**
 * `code` with the text of each css`` template compacted; `parse` gives its ESTree program.
 * @param {string} code
 * @param {(code: string) => unknown} parse
 */
export function compactCssTemplates(code, parse) {
  if (!code.includes('css`')) return code;
  const texts = [];
  for (const node of nodesOf(parse(code))) {
    if (node.type === 'TaggedTemplateExpression' && node.tag.type === 'Identifier' && node.tag.name === 'css') {
      texts.push(...node.quasi.quasis);
    }
  }
  let compacted = code;
  for (const { start, end } of texts.sort((a, b) => b.start - a.start)) {
    const text = code
      .slice(start, end)
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ');
    compacted = compacted.slice(0, start) + text + compacted.slice(end);
  }
  return compacted;
}

/** @returns {Plugin} */
export function compactEmotionCss() {
  return {
    name: 'school:compact-emotion-css',
    enforce: 'post',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(/** @type {string} */ (id.split('?')[0])))
        return null;
      const compacted = compactCssTemplates(code, (text) => this.parse(text));
      return compacted === code ? null : { code: compacted, map: null };
    },
  };
}
