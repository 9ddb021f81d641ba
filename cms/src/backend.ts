/**
 * Where the CMS reads and writes the content (README.md "Production"): the school's repository on
 * GitHub, through the `github` backend, once the build is told which (PUBLIC_CMS_REPO); and on a
 * developer's machine the working tree, through Decap's local backend (`npx decap-server`, :8081).
 */

/** The build's settings (Vite's import.meta.env, PUBLIC_ prefix: never a secret). */
export interface CmsEnv {
  /** The repository, owner/name (github.com/<owner>/<name>). */
  PUBLIC_CMS_REPO?: string;
  /** The branch the CMS commits to; the school's main branch by default. */
  PUBLIC_CMS_BRANCH?: string;
  /** The origin of the OAuth handler that signs the school's staff in with GitHub; the site's own by default. */
  PUBLIC_CMS_AUTH_URL?: string;
  /** Its path (Decap's `auth_endpoint`), CMS_AUTH_ENDPOINT by default. */
  PUBLIC_CMS_AUTH_ENDPOINT?: string;
  /** `false` turns the local backend off (it only ever applies on localhost). */
  PUBLIC_CMS_LOCAL_BACKEND?: string;
}

/**
 * Where the site serves the sign-in handler (functions/src/cms-auth.ts, CMS_AUTH_PATH, behind
 * Hosting's rewrite in firebase.json; scripts/hosting.test.mjs checks the three agree).
 */
export const CMS_AUTH_ENDPOINT = 'cms-auth';

/** decap-server's address, the local backend's (its default port). */
export const LOCAL_PROXY_URL = 'http://localhost:8081/api/v1';

export interface BackendSettings {
  backend: {
    name: 'github' | 'proxy';
    repo?: string;
    branch?: string;
    base_url?: string;
    auth_endpoint?: string;
    proxy_url?: string;
    commit_messages?: Record<string, string>;
  };
  local_backend: boolean;
}

/** Commit messages a person reads in the history: what changed, made by the CMS. */
const COMMIT_MESSAGES = {
  create: 'content: add {{collection}} "{{slug}}" (CMS)',
  update: 'content: update {{collection}} "{{slug}}" (CMS)',
  delete: 'content: delete {{collection}} "{{slug}}" (CMS)',
  uploadMedia: 'content: upload "{{path}}" (CMS)',
  deleteMedia: 'content: delete "{{path}}" (CMS)',
};

/** `siteOrigin`: the editor's own origin, where the sign-in handler is unless PUBLIC_CMS_AUTH_URL says otherwise. */
export function backendSettings(env: CmsEnv, siteOrigin?: string): BackendSettings {
  const local = env.PUBLIC_CMS_LOCAL_BACKEND !== 'false';
  const repo = env.PUBLIC_CMS_REPO?.trim();
  if (!repo) {
    // No repository named: the working tree, through decap-server, is the only place to write.
    return { backend: { name: 'proxy', proxy_url: LOCAL_PROXY_URL, branch: 'main' }, local_backend: local };
  }
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) throw new Error(`PUBLIC_CMS_REPO: expected owner/name, got "${repo}"`);
  const authUrl = env.PUBLIC_CMS_AUTH_URL?.trim() || siteOrigin;
  return {
    backend: {
      name: 'github',
      repo,
      branch: env.PUBLIC_CMS_BRANCH?.trim() || 'main',
      ...(authUrl && { base_url: authUrl.replace(/\/+$/, '') }),
      auth_endpoint: env.PUBLIC_CMS_AUTH_ENDPOINT?.trim() || CMS_AUTH_ENDPOINT,
      commit_messages: COMMIT_MESSAGES,
    },
    // On localhost, with decap-server running, Decap writes to the working tree instead.
    local_backend: local,
  };
}
