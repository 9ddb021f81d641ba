declare module 'virtual:rules-pdf' {
  /** Absolute URL of the rules PDF beside the remote's build (wherever it is served from). */
  export const href: string;
  export const fileName: string;
  /** Size of the PDF in bytes, measured at build time. */
  export const bytes: number;
}
