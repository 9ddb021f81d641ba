// The form service's limits: every answer the contract names (docs/architecture.md#forms) is
// bounded by one of these.

/** The admission form's 40 fields, the 3 control fields, and room for extras such as `_subject`. */
export const MAX_FIELDS = 64;
/** Field names are identifiers; the site's longest (`fatherPermanentAddress`) is 22 characters. */
export const MAX_FIELD_NAME_LENGTH = 64;
/** Characters per value (UTF-16 units, as `maxlength` counts): a parent's long message, a 4-page cover letter. */
export const MAX_VALUE_LENGTH = 10_000;
/**
 * MAX_FIELDS fields at their limits in the worst encoding: a form post percent-encodes each UTF-8
 * byte as %XX, so a 3-byte character takes 9 bytes (JSON's worst, a \uXXXX escape, takes 6):
 * 64 × (64 name + '=' + 9 × 10,000 value + '&') = 64 × 90,066 = 5,764,224 bytes.
 */
export const MAX_BODY_BYTES = MAX_FIELDS * (MAX_FIELD_NAME_LENGTH + 1 + 9 * MAX_VALUE_LENGTH + 1);
/** An optional underscore (the control fields, extras such as `_subject`), then letters and digits. */
export const FIELD_NAME = /^_?[A-Za-z][A-Za-z0-9]*$/;
/** No body byte for this long: the sender has stalled (a weak signal pauses for seconds, not this long). */
export const BODY_IDLE_TIMEOUT_MS = 15_000;
/** The request's headers: a phone sends them in one packet; a sender dribbling them is cut off (Node's headersTimeout). */
export const HEADERS_TIMEOUT_MS = 10_000;
/**
 * A whole request, headers and body (Node's requestTimeout): a real form is a few kilobytes, sent
 * in seconds even on 2G; a sender dribbling a byte at a time holds a socket no longer than this.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
/** How often Node checks the two timeouts above (its connectionsCheckingInterval; 30 s by default). */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
/** Open connections at once (Node's maxConnections): more are dropped at once, so a flood cannot hold them all. */
export const MAX_CONNECTIONS = 512;
/**
 * Posts a minute from one address. Generous for carrier-grade NAT, where a whole mobile network's
 * parents may share one address: a form takes a parent minutes to fill in.
 */
export const RATE_LIMIT = 60;
/**
 * How long a submission makes the same one again a repeat. Two people never send the same
 * fields (names, e-mail, words); one parent's double tap posts twice within a second or two.
 */
export const REPEAT_WINDOW_MS = 10_000;
/**
 * The stored fields' names and values, in UTF-8 bytes (413 past it): a Firestore document holds
 * at most 1 MiB, and a submission's mail carries every field again in its text. A real form is a
 * few kilobytes; this is a whole application of long answers in any script.
 */
export const MAX_SUBMISSION_BYTES = 512 * 1024;
