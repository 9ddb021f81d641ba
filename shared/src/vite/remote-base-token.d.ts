export const REMOTE_BASE_TOKEN: string;
