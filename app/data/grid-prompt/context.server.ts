/**
 * The prompt context that DataGridPremium sends with every prompt (the second argument of
 * `onPrompt`): a JSON array with one entry per column. Parsed and checked here, so the interpreter
 * works only with columns it can trust.
 */

export type PromptColumnType = 'string' | 'number' | 'date' | 'dateTime' | 'boolean' | 'singleSelect';

export interface PromptColumn {
  field: string;
  type: PromptColumnType;
  description: string | null;
  /** Sample values: `examples` of the column definition, or cells the grid sampled. */
  examples: string[];
  /** The filter operators the column accepts; empty when the grid did not list them. */
  allowedOperators: string[];
}

export class PromptRequestError extends Error {}

const COLUMN_TYPES = new Set<string>(['string', 'number', 'date', 'dateTime', 'boolean', 'singleSelect']);
const MAX_COLUMNS = 200;
const MAX_EXAMPLES = 50;

function asStringList(value: unknown, what: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new PromptRequestError(`${what} must be an array`);
  return value
    .slice(0, MAX_EXAMPLES)
    .filter((item) => typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean')
    .map(String);
}

/**
 * Columns the grid adds for itself (the checkbox column, the row-grouping column, pivot result
 * columns) have fields the reader never typed; they are left out.
 */
function isGridOwnField(field: string): boolean {
  return field.startsWith('__') || field.includes('>->');
}

export function parsePromptContext(context: unknown): PromptColumn[] {
  if (typeof context !== 'string') throw new PromptRequestError('context must be the string the grid passes to onPrompt');
  let parsed: unknown;
  try {
    parsed = JSON.parse(context);
  } catch {
    throw new PromptRequestError('context is not valid JSON');
  }
  if (!Array.isArray(parsed)) throw new PromptRequestError('context must be a JSON array of columns');
  if (parsed.length > MAX_COLUMNS) throw new PromptRequestError(`context has more than ${MAX_COLUMNS} columns`);
  const columns: PromptColumn[] = [];
  for (const [index, entry] of parsed.entries()) {
    if (typeof entry !== 'object' || entry === null) throw new PromptRequestError(`context[${index}] is not a column`);
    const { field, type, description, examples, allowedOperators } = entry as Record<string, unknown>;
    if (typeof field !== 'string' || field.length === 0 || field.length > 100) {
      throw new PromptRequestError(`context[${index}].field must be a string of 1 to 100 characters`);
    }
    if (isGridOwnField(field)) continue;
    // The grid sends no type for plain text columns; anything it does not know is read as text.
    const columnType = typeof type === 'string' && COLUMN_TYPES.has(type) ? (type as PromptColumnType) : 'string';
    columns.push({
      field,
      type: columnType,
      description: typeof description === 'string' ? description.slice(0, 500) : null,
      examples: asStringList(examples, `context[${index}].examples`),
      allowedOperators: asStringList(allowedOperators, `context[${index}].allowedOperators`),
    });
  }
  if (columns.length === 0) throw new PromptRequestError('context has no columns');
  return columns;
}
