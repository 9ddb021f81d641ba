// How the code reads a long text of content/ (docs/content.md): shared by the data modules and,
// for its checks, by schemas.ts.

/** A text's paragraphs, separated by a blank line. */
export function paragraphsOf(text: string): string[] {
  return text.split(/\n[ \t]*\n/).map((paragraph) => paragraph.trim());
}

/** A poem's stanzas, separated by a blank line, each as its lines. */
export function stanzasOf(text: string): string[][] {
  return paragraphsOf(text).map((stanza) => stanza.split('\n').map((line) => line.trim()));
}
