// The log's rules for a commit message (CONTRIBUTING.md): a subject of at most 72 characters, then
// a blank line before any body, so that `git log --oneline` reads as a list of changes.
//
// `node scripts/commit-message.mjs <message file>` is the commit-msg hook's check (.githooks/).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const MAX_SUBJECT = 72;

/** What `git commit` keeps of an edited message: no comment lines, nothing under the scissors line. */
export function withoutComments(text) {
  const lines = text.split(/\r?\n/);
  const scissors = lines.findIndex((line) => /^# -+ >8 -+$/.test(line));
  return (scissors === -1 ? lines : lines.slice(0, scissors)).filter((line) => !line.startsWith('#')).join('\n');
}

/** @returns {string[]} what breaks the rules, one sentence each (none for a good message) */
export function problemsOf(message) {
  const [subject = '', second] = message
    .replace(/^\s*\n/, '')
    .split(/\r?\n/)
    .map((line) => line.trimEnd());
  const problems = [];
  const length = [...subject].length;
  if (length > MAX_SUBJECT) problems.push(`the subject is ${length} characters, over ${MAX_SUBJECT}: "${subject}"`);
  if (second) problems.push('the subject is not followed by a blank line: git would join the next line to it');
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node scripts/commit-message.mjs <commit message file>');
    process.exit(2);
  }
  const problems = problemsOf(withoutComments(readFileSync(file, 'utf8')));
  if (problems.length) {
    console.error('Commit message refused (see CONTRIBUTING.md):');
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
}
