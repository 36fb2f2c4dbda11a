/** What the query engine must know of a data set: the type of each field, and where the quick filter looks. */
export type FieldType = 'string' | 'number' | 'date' | 'boolean';

/** A row as the engine sees it: dates are `YYYY-MM-DD` strings, so they sort and compare as text. */
export type RowValue = string | number | boolean | null;
export type Row = Record<string, RowValue>;

export interface RowSchema {
  fields: Record<string, FieldType>;
  quickFilterFields: readonly string[];
}
