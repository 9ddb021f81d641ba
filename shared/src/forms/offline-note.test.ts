import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, OFFLINE_NOTE, offlineNoteFor } from './index';

const setOnline = (online: boolean | undefined) =>
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online as boolean);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('offlineNoteFor', () => {
  it('is the offline note for a failed send while the phone reports no connection', () => {
    setOnline(false);
    expect(offlineNoteFor(true)).toBe(
      'Your phone is offline. What you typed is kept here: send it again when the connection is back.',
    );
    expect(offlineNoteFor(true)).toBe(OFFLINE_NOTE);
  });

  it('is nothing for a send that did not fail, even offline', () => {
    setOnline(false);
    expect(offlineNoteFor(false)).toBeUndefined();
  });

  it('is nothing for a failed send while the phone is online', () => {
    setOnline(true);
    expect(offlineNoteFor(true)).toBeUndefined();
  });

  it('reads the connection when asked, not once', () => {
    const online = setOnline(true);
    expect(offlineNoteFor(true)).toBeUndefined();
    online.mockReturnValue(false);
    expect(offlineNoteFor(true)).toBe(OFFLINE_NOTE);
    online.mockReturnValue(true);
    expect(offlineNoteFor(true)).toBeUndefined();
  });

  it('is nothing where the connection is not known (no navigator, or no onLine)', () => {
    setOnline(undefined);
    expect(offlineNoteFor(true)).toBeUndefined();
    vi.stubGlobal('navigator', undefined);
    expect(offlineNoteFor(true)).toBeUndefined();
  });

  it('is a note added to the errors, which stay as the spec words them', () => {
    expect(OFFLINE_NOTE).not.toBe(MESSAGES.contact.error);
    expect(MESSAGES.contact.error).toBe('There was an error sending your message. Please try again.');
    expect(MESSAGES.admission.error).toBe('Error submitting application. Please try again.');
    expect(MESSAGES.newsletter.error).toBe('There was an error subscribing. Please try again.');
    expect(MESSAGES.jobApplication.error).toBe('Error submitting application. Please try again.');
  });
});
