/** Firebase web config as the console gives it; public by design, never a secret. */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
  storageBucket?: string;
  messagingSenderId?: string;
}

/** Runtime configuration, served by the shell as /config.json and read once at start. */
export interface RuntimeConfig {
  /** Null when the deployment has no Firebase project: auth then reports signed out at once. */
  firebase: FirebaseWebConfig | null;
  emulators: {
    /** e.g. "http://127.0.0.1:9099" */
    auth?: string;
    /** e.g. "127.0.0.1:8080": profiles go to the Firestore emulator instead of Firestore. */
    firestore?: string;
  };
}

export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}

export type AuthState =
  | { status: 'loading'; user: null; role: '' }
  | { status: 'signedOut'; user: null; role: '' }
  | { status: 'signedIn'; user: AuthUser; role: string };

/** Read-only view of the shell's auth state, shaped for React's useSyncExternalStore. */
export interface AuthStore {
  subscribe(onChange: () => void): () => void;
  getSnapshot(): AuthState;
}

/** What an area tells the shell when it cannot go on: its build, and what went wrong. */
export interface AreaFailure {
  /** The build id of the code that failed (BUILD_ID), compared by the shell with the remote's current one. */
  build: string;
  error: unknown;
  /** Since 1.3. The area put its page's HTML back in its element, where it shows until the area mounts again. */
  keptHtml?: boolean;
}

/**
 * The only channel between the shell and an area: single-spa parcel custom props. Versioned by
 * AREA_CONTRACT_VERSION (contract.js): a new optional member is a minor change, anything else major.
 */
export interface AreaProps {
  /** Current location pathname, e.g. "/about". Updated without remounting. */
  path: string;
  config: RuntimeConfig;
  auth: AuthStore;
  /**
   * Since 1.1. Called by the area's error boundary: the shell mounts the remote's current build
   * in the area's place (its code was replaced by a redeploy, or a chunk failed on a bad line),
   * or shows its fallback with Retry. Absent on a standalone dev page.
   */
  recover?: (failure: AreaFailure) => void;
}

/** The areas, by the name used in data-boundary and in the route table. */
export type AreaName = 'home-about' | 'admissions' | 'news' | 'careers' | 'contact-newsletter';
