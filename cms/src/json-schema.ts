/**
 * What the generator reads of a content schema: its JSON Schema (`z.toJSONSchema`), and beside it
 * the zod schema itself for what JSON Schema does not carry (a pattern's message).
 */
import { z } from 'zod';

/** What `z.toJSONSchema` says of a schema, the part of it this generator reads. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  title?: string;
  description?: string;
  default?: unknown;
  /** schema.ts's `.meta({ widget })`: 'text' (paragraphs) or 'image' (a picture). */
  widget?: string;
}

/** The JSON Schema of what a content file holds (its input, before any transform). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** A zod schema without the wrappers that change nothing a file holds (optional, default, readonly, …). */
export function unwrap(schema: z.ZodType | undefined): z.ZodType | undefined {
  let current = schema;
  for (let depth = 0; current && depth < 20; depth += 1) {
    const def = current.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else break;
  }
  return current;
}

/** The zod schema of an object's property, or of a list's items, beside its JSON Schema. */
export function zodChild(schema: z.ZodType | undefined, key: string | number): z.ZodType | undefined {
  const inner = unwrap(schema);
  if (!inner) return undefined;
  const def = inner.def as {
    type: string;
    shape?: Record<string, z.ZodType>;
    element?: z.ZodType;
    options?: z.ZodType[];
  };
  if (def.type === 'object' && typeof key === 'string') return def.shape?.[key];
  if (def.type === 'array' && key === 'items') return def.element;
  if (def.type === 'union' && typeof key === 'number') return def.options?.[key];
  return undefined;
}

/**
 * The schema's own words for a value that does not match its pattern (schema.ts's `error`s): what
 * zod says of a string that fits no pattern of the school's. Sentence case, as the CMS shows it.
 */
export function patternMessage(schema: z.ZodType | undefined): string {
  const result = schema?.safeParse('\u0000');
  const message = result && !result.success ? result.error.issues[0]?.message : undefined;
  // zod's own words ("Invalid string: must match pattern …") would show the regular expression.
  const text = message && !/^Invalid/.test(message) ? message : 'not in the form this field needs';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const typesOf = (json: JsonSchema): string[] =>
  Array.isArray(json.type) ? json.type : json.type ? [json.type] : [];

/** The branches of a union, without `null` (a nullable field is an optional one here). */
export function branchesOf(json: JsonSchema): JsonSchema[] | undefined {
  const branches = json.anyOf ?? json.oneOf;
  return branches?.filter((branch) => !typesOf(branch).includes('null') || typesOf(branch).length > 1);
}
