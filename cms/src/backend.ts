/**
 * Where the CMS reads and writes the content (README.md "Production"): the school's repository on
 * GitHub, through the `github` backend, where the environment names one; and on a developer's
 * machine the working tree, through Decap's local backend (`npx decap-server`, :8081).
 */

/**
 * The environment's settings of the editor: deploy/<env>/cms.json, which the shell's deploy serves
 * as /admin/config.json beside the editor (one build for every environment, as the shell's own
 * config.json). Settings, never secrets.
 */
export interface CmsSettings {
  /** The repository, owner/name (github.com/<owner>/<name>); none: the working tree. */
  repo?: string;
  /** The branch the CMS commits to; `main` by default. */
  branch?: string;
  /** The origin of the handler that signs the school's staff in with GitHub; the site's own by default. */
  authUrl?: string;
}

/** Where the editor finds its settings: beside its page (the build's base is /admin/). */
export const SETTINGS_FILE = 'config.json';

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

/** `siteOrigin`: the editor's own origin, where the sign-in handler is unless `authUrl` says otherwise. */
export function backendSettings(settings: CmsSettings, siteOrigin?: string): BackendSettings {
  const repo = settings.repo?.trim();
  if (!repo) {
    // No repository named: the working tree, through decap-server, is the only place to write.
    return { backend: { name: 'proxy', proxy_url: LOCAL_PROXY_URL, branch: 'main' }, local_backend: true };
  }
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) throw new Error(`cms.json: repo: expected owner/name, got "${repo}"`);
  const authUrl = settings.authUrl?.trim() || siteOrigin;
  return {
    backend: {
      name: 'github',
      repo,
      branch: settings.branch?.trim() || 'main',
      ...(authUrl && { base_url: authUrl.replace(/\/+$/, '') }),
      auth_endpoint: CMS_AUTH_ENDPOINT,
      commit_messages: COMMIT_MESSAGES,
    },
    // Decap tries decap-server only on localhost: a developer's machine, never the school's site.
    local_backend: true,
  };
}

/** The settings served beside the editor; none (a developer's `vite` of the editor alone): the working tree. */
export async function loadSettings(base: string, fetchFile: typeof fetch = fetch): Promise<CmsSettings> {
  const answer = await fetchFile(`${base}${SETTINGS_FILE}`, { cache: 'no-cache' });
  if (answer.status === 404) return {};
  if (!answer.ok) throw new Error(`${base}${SETTINGS_FILE}: ${answer.status}`);
  return (await answer.json()) as CmsSettings;
}
