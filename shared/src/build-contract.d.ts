export const REMOTE_BASE_TOKEN: string;
export const RETRY_COPY_DIR: string;
