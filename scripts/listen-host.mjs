// Where every local server of the project listens: `npm start`'s site and form endpoint, the
// servers of `deploy --check` (scripts/release/area-check.mjs) and the bench's. This machine
// only, so that a laptop on a shared network serves no one else the site, its form endpoint or
// what they hold; SCHOOL_LISTEN_HOST names another address (0.0.0.0: every interface, to try the
// site from a phone on the same network). The one way to choose it: every server asks here.
import { connect } from 'node:net';

/** The environment variable that names another address to listen on. */
export const LISTEN_HOST_VARIABLE = 'SCHOOL_LISTEN_HOST';
/** This machine only. */
export const LOOPBACK = '127.0.0.1';

/** The address the local servers listen on: SCHOOL_LISTEN_HOST when set, else LOOPBACK. */
export function listenHost(env = process.env) {
  return env[LISTEN_HOST_VARIABLE]?.trim() || LOOPBACK;
}

/** Whether something on this machine already accepts connections on `port`. */
export function portInUse(port) {
  return new Promise((resolve) => {
    const socket = connect(port, LOOPBACK);
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}
