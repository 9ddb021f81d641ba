/** What Decap passes a preview template (decapcms.org/docs/customization): the part the previews read. */
export interface PreviewProps {
  /** The entry being edited (an Immutable Map): `getIn(['data', field])`, `get('slug')`. */
  entry: { getIn(path: string[]): unknown; get(key: string): unknown };
  /** A picture's path → its URL (an uploaded one's before it is saved). */
  getAsset: (path: string) => unknown;
  /** The preview's frame document. */
  document?: Document;
}
