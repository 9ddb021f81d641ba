declare global {
  interface ImportMetaEnv {
    /** Defined by remoteBuild at the remote's build; absent in tests and the dev server. */
    readonly SCHOOL_BUILD_ID?: string;
  }
}

/** The id of the remote's build, stamped on its prerendered fragments and its manifest too (see remoteBuild). */
export const BUILD_ID: string = import.meta.env.SCHOOL_BUILD_ID ?? 'dev';
