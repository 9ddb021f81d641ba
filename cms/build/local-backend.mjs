// `pnpm --filter @school/cms local-backend`: Decap's local backend (decap-server, :8081) on the
// working tree at the workspace's root, where the content files are. It writes the files the CMS
// saves and commits nothing ("fs" mode); it listens on this machine only, as it needs no sign-in.
import { resolve } from 'node:path';

process.env.GIT_REPO_DIRECTORY ??= resolve(import.meta.dirname, '../..');
process.env.BIND_HOST ??= '127.0.0.1';
process.env.MODE ??= 'fs';
await import('decap-server');
