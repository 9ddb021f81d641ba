import { describe, expect, it } from 'vitest';
import pkg from '../../package.json';
import { AREA_CONTRACT_VERSION, isCompatibleContract } from './contract';

describe('the shell–area contract version', () => {
  it("is @school/shared's own version, which remote builds write into their manifests", () => {
    expect(AREA_CONTRACT_VERSION).toBe(pkg.version);
  });

  it('mounts a remote built against the same or an earlier minor version of the same major', () => {
    expect(isCompatibleContract('1.1.0', '1.1.0')).toBe(true);
    expect(isCompatibleContract('1.1.0', '1.0.0')).toBe(true);
    expect(isCompatibleContract('1.1.3', '1.1.9')).toBe(true);
  });

  it('refuses a newer minor, another major, and a missing or malformed version', () => {
    expect(isCompatibleContract('1.1.0', '1.2.0')).toBe(false);
    expect(isCompatibleContract('1.1.0', '2.0.0')).toBe(false);
    expect(isCompatibleContract('2.0.0', '1.1.0')).toBe(false);
    expect(isCompatibleContract('1.1.0', undefined)).toBe(false);
    expect(isCompatibleContract('1.1.0', '1.1')).toBe(false);
    expect(isCompatibleContract('1.1.0', 11)).toBe(false);
  });
});
