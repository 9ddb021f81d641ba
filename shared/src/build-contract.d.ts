export const REMOTE_BASE_TOKEN: string;
export const RETRY_COPY_DIR: string;
export const FORM_ENDPOINT_TOKEN: string;
export const SITE_ORIGIN_TOKEN: string;
