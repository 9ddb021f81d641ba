declare module 'virtual:rules-pdf' {
  /** Absolute URL of the rules PDF on the remote's own origin. */
  export const href: string;
  export const fileName: string;
  /** Size of the PDF in bytes, measured at build time. */
  export const bytes: number;
}
