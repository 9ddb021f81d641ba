import { describe, expect, it } from 'vitest';
import { REMOTE_BASE_TOKEN as FRAGMENT_TOKEN } from '../area/fragment';
import { REMOTE_BASE_TOKEN as BUILD_TOKEN } from './remote-base-token.js';

describe('the remote-base token', () => {
  it('is the same string for the build and deploy (plain JS) and for the shell (TS)', () => {
    expect(BUILD_TOKEN).toBe(FRAGMENT_TOKEN);
  });
});
