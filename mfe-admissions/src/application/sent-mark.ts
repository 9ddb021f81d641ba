/**
 * The mark an application sent with no script leaves on this phone. The form service answers
 * such a post with the site's result page, /forms/admission/sent, a page with no code; the
 * site's headers for it (firebase.json) set this cookie, for /admissions only and for as long as
 * a draft is kept. The next visit with the code finds it, removes the draft the send made
 * needless, and removes the mark. With the code, a send removes the draft itself.
 */
export const SENT_MARK_COOKIE = 'school-admission-sent';
/** The path the cookie is set for: the only page that reads it, so no other request carries it. */
export const SENT_MARK_PATH = '/admissions';

/** Whether the mark is on this phone; takes it away if so. */
export function takeSentMark(doc: Pick<Document, 'cookie'> = document): boolean {
  const marked = doc.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${SENT_MARK_COOKIE}=`));
  if (marked) doc.cookie = `${SENT_MARK_COOKIE}=; Path=${SENT_MARK_PATH}; Max-Age=0; SameSite=Lax`;
  return marked;
}
