// The values a text of content/ names as `{name}`, which the code fills in: each is written once
// elsewhere (a count in content/school-stats.yaml, the school's name in @school/shared/content).

const PLACEHOLDER = /\{(\w+)\}/g;

/** The values the story of the school (content/about.yaml) may name. */
export const STORY_PLACEHOLDERS = ['school', 'students'] as const;

/** The names a text gives as `{name}`. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map(([, name]) => name!);
}

/** The text with each `{name}` replaced by its value; any other braces are left as they are. */
export function fill<Name extends string>(text: string, values: Record<Name, string | number>): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value: unknown = values[name as Name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : placeholder;
  });
}
