/** The file holding the CSP hash of the shell's early script. */
export const EARLY_SCRIPT_HASH_FILE: string;
/** The committed hash, a CSP source ('sha256-…'); throws when the file holds none. */
export function earlyScriptHash(file?: string): string;
