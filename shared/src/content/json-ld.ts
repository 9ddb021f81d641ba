/** JSON-LD as a script element's text: `<` escaped, so that no value can close the element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
