export const TOKENS: { remoteBase: string; pagePath: string; pageTitle: string; pageDescription: string };
export const REMOTE_BASE_TOKEN: string;
export const RETRY_COPY_DIR: string;
