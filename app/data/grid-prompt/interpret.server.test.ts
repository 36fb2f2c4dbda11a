import { describe, expect, it } from 'vitest';
import { parsePromptContext, PromptRequestError } from './context.server';
import { interpretPrompt, PromptNotUnderstood, type InterpretedPrompt } from './interpret.server';

const TEXT_OPERATORS = [
  'contains',
  'doesNotContain',
  'equals',
  'doesNotEqual',
  'startsWith',
  'endsWith',
  'isEmpty',
  'isNotEmpty',
  'isAnyOf',
];
const NUMBER_OPERATORS = ['=', '!=', '>', '>=', '<', '<=', 'isEmpty', 'isNotEmpty', 'isAnyOf'];
const DATE_OPERATORS = ['is', 'not', 'after', 'onOrAfter', 'before', 'onOrBefore', 'isEmpty', 'isNotEmpty'];
const SELECT_OPERATORS = ['is', 'not', 'isAnyOf'];

/** The context DataGridPremium builds for the AI assistant page's commit columns (plus the grid's own checkbox column). */
const context = JSON.stringify([
  { field: '__check__', description: null, examples: [], type: 'custom', allowedOperators: [] },
  {
    field: 'release',
    description: null,
    examples: ['v8.5.0', 'v8.6.0', 'v8.7.0'],
    type: 'singleSelect',
    allowedOperators: SELECT_OPERATORS,
  },
  {
    field: 'product',
    description: 'The product named by the commit subject’s tag',
    examples: ['Data Grid', 'Charts', 'Date and Time Pickers', 'Tree View', 'Infrastructure'],
    type: 'singleSelect',
    allowedOperators: SELECT_OPERATORS,
  },
  { field: 'date', description: null, examples: [], type: 'date', allowedOperators: DATE_OPERATORS },
  { field: 'author', description: null, examples: ['Bilal Shafi', 'renovate[bot]'], type: 'string', allowedOperators: TEXT_OPERATORS },
  { field: 'subject', description: null, examples: [], type: 'string', allowedOperators: TEXT_OPERATORS },
  { field: 'filesChanged', description: null, examples: [], type: 'number', allowedOperators: NUMBER_OPERATORS },
]);
const columns = parsePromptContext(context);
const interpret = (prompt: string) => interpretPrompt(prompt, columns, 'conversation-1');

const EMPTY: Omit<InterpretedPrompt, 'understood'> = {
  conversationId: 'conversation-1',
  select: -1,
  filters: [],
  filterOperator: 'and',
  aggregation: {},
  sorting: [],
  grouping: [],
  pivoting: {},
};

/** Each phrase the page lists, with the grid state it must become (fields not named stay empty). */
const PHRASES: [string, Partial<InterpretedPrompt>][] = [
  ['sort by date, newest first', { sorting: [{ column: 'date', direction: 'desc' }] }],
  [
    'Sort by product then by files changed descending.',
    {
      sorting: [
        { column: 'product', direction: 'asc' },
        { column: 'filesChanged', direction: 'desc' },
      ],
    },
  ],
  ['order by author a to z', { sorting: [{ column: 'author', direction: 'asc' }] }],
  ['oldest first', { sorting: [{ column: 'date', direction: 'asc' }] }],
  ['files changed descending', { sorting: [{ column: 'filesChanged', direction: 'desc' }] }],
  ['sort by the most files changed', { sorting: [{ column: 'filesChanged', direction: 'desc' }] }],
  ['only Charts', { filters: [{ column: 'product', operator: 'is', value: 'Charts' }] }],
  ['only data grid', { filters: [{ column: 'product', operator: 'is', value: 'Data Grid' }] }],
  ['exclude Infrastructure', { filters: [{ column: 'product', operator: 'not', value: 'Infrastructure' }] }],
  ['product is Charts or Tree View', { filters: [{ column: 'product', operator: 'isAnyOf', value: ['Charts', 'Tree View'] }] }],
  ['release is v8.7.0', { filters: [{ column: 'release', operator: 'is', value: 'v8.7.0' }] }],
  ['files changed over 20', { filters: [{ column: 'filesChanged', operator: '>', value: 20 }] }],
  ['where files changed is at least 1,000', { filters: [{ column: 'filesChanged', operator: '>=', value: 1000 }] }],
  ['files changed under 3', { filters: [{ column: 'filesChanged', operator: '<', value: 3 }] }],
  [
    'files changed between 10 and 50',
    {
      filters: [
        { column: 'filesChanged', operator: '>=', value: 10 },
        { column: 'filesChanged', operator: '<=', value: 50 },
      ],
    },
  ],
  ['subject contains fix', { filters: [{ column: 'subject', operator: 'contains', value: 'fix' }] }],
  ['subject starts with "[charts]"', { filters: [{ column: 'subject', operator: 'startsWith', value: '[charts]' }] }],
  ['author is not renovate[bot]', { filters: [{ column: 'author', operator: 'doesNotEqual', value: 'renovate[bot]' }] }],
  ['author is empty', { filters: [{ column: 'author', operator: 'isEmpty', value: '' }] }],
  ['date after June 15, 2025', { filters: [{ column: 'date', operator: 'after', value: '2025-06-15' }] }],
  ['date before 2025-06-01', { filters: [{ column: 'date', operator: 'before', value: '2025-06-01' }] }],
  [
    'date in June 2025',
    {
      filters: [
        { column: 'date', operator: 'onOrAfter', value: '2025-06-01' },
        { column: 'date', operator: 'onOrBefore', value: '2025-06-30' },
      ],
    },
  ],
  [
    'product is Charts and files changed over 5',
    {
      filters: [
        { column: 'product', operator: 'is', value: 'Charts' },
        { column: 'filesChanged', operator: '>', value: 5 },
      ],
    },
  ],
  [
    'product is Charts or files changed over 30',
    {
      filters: [
        { column: 'product', operator: 'is', value: 'Charts' },
        { column: 'filesChanged', operator: '>', value: 30 },
      ],
      filterOperator: 'or',
    },
  ],
  ['files over 20', { filters: [{ column: 'filesChanged', operator: '>', value: 20 }] }],
  [
    'only Charts, files over 5',
    {
      filters: [
        { column: 'product', operator: 'is', value: 'Charts' },
        { column: 'filesChanged', operator: '>', value: 5 },
      ],
    },
  ],
  [
    'product is Charts, Docs or Tree View',
    { filters: [{ column: 'product', operator: 'isAnyOf', value: ['Charts', 'Docs', 'Tree View'] }] },
  ],
  ['group by product', { grouping: [{ column: 'product' }] }],
  ['group by release and product', { grouping: [{ column: 'release' }, { column: 'product' }] }],
  ['total files changed by release', { grouping: [{ column: 'release' }], aggregation: { filesChanged: 'sum' } }],
  ['average files changed per product', { grouping: [{ column: 'product' }], aggregation: { filesChanged: 'avg' } }],
  ['max files changed', { aggregation: { filesChanged: 'max' } }],
  ['how many commits per author', { grouping: [{ column: 'author' }], aggregation: { release: 'size' } }],
  [
    'pivot total files changed by product across release',
    { pivoting: { rows: ['product'], columns: [{ column: 'release', direction: 'asc' }], values: [{ filesChanged: 'sum' }] } },
  ],
  [
    'pivot by author across release',
    { pivoting: { rows: ['author'], columns: [{ column: 'release', direction: 'asc' }], values: [{ product: 'size' }] } },
  ],
  ['top 5 by files changed', { select: 5, sorting: [{ column: 'filesChanged', direction: 'desc' }] }],
  ['select the first 3 rows', { select: 3 }],
  ['hide subject', { columnVisibilityModel: { subject: false } }],
  ['hide the author and subject columns', { columnVisibilityModel: { author: false, subject: false } }],
  [
    'show only date, author and subject',
    { columnVisibilityModel: { release: false, product: false, date: true, author: true, subject: true, filesChanged: false } },
  ],
  ['reset', { columnVisibilityModel: { release: true, product: true, date: true, author: true, subject: true, filesChanged: true } }],
  [
    'Please group by product, only v8.7.0 and sort by files changed descending',
    {
      grouping: [{ column: 'product' }],
      filters: [{ column: 'release', operator: 'is', value: 'v8.7.0' }],
      sorting: [{ column: 'filesChanged', direction: 'desc' }],
    },
  ],
];

describe('interpretPrompt: the phrase table', () => {
  it.each(PHRASES)('%s', (prompt, expected) => {
    const { understood, ...response } = interpret(prompt);
    expect(response).toEqual({ ...EMPTY, ...expected });
    expect(understood.length).toBeGreaterThan(0);
  });
});

describe('interpretPrompt: what it reads back', () => {
  it.each([
    ['sort by date, newest first', ['Sort by date (descending)']],
    ['sort by product; oldest first', ['Sort by product (ascending), then date (ascending)']],
    ['group by product, sort by date and newest first', ['Group by product', 'Sort by date (descending)']],
  ])('%s: one line for the sentence’s sort', (prompt, lines) => {
    expect(interpret(prompt).understood).toEqual(lines);
  });
});

describe('interpretPrompt: what it refuses, with a message for the reader', () => {
  const refusals: [string, RegExp][] = [
    ['make it pretty', /did not understand "make it pretty".*sort by date, newest first.*The columns are release, product, date/],
    ['sort by colour', /did not understand "sort by colour"/],
    ['group by product and dance', /did not understand "group by product and dance"/],
    ['files changed over lots', /In "files changed over lots": filesChanged holds numbers, and "lots" is not one/],
    ['date after next week', /is not a date I can read/],
    ['total subject by product', /subject does not hold numbers/],
    ['subject over 3', /subject holds text, which cannot be compared that way/],
    ['release contains 8', /release holds one of a list of values, which cannot be compared that way/],
    ['product is Charts or author is empty, filter files changed over 3', /not both in one sentence/],
    ['   ', /The prompt is empty/],
  ];
  it.each(refusals)('%s', (prompt, message) => {
    expect(() => interpret(prompt)).toThrow(PromptNotUnderstood);
    expect(() => interpret(prompt)).toThrow(message);
  });

  it('keeps to the filter operators the grid lists for a column', () => {
    const narrow = parsePromptContext(JSON.stringify([{ field: 'subject', type: 'string', allowedOperators: ['contains'] }]));
    expect(interpretPrompt('subject contains grid', narrow, 'c').filters).toEqual([
      { column: 'subject', operator: 'contains', value: 'grid' },
    ]);
    expect(() => interpretPrompt('subject starts with grid', narrow, 'c')).toThrow(
      /the subject column does not offer the "startsWith" filter/,
    );
  });

  it('leaves the grid’s own columns out of the vocabulary', () => {
    expect(() => interpret('hide __check__')).toThrow(/did not understand/);
  });
});

describe('parsePromptContext', () => {
  it.each([
    [undefined, /must be the string/],
    ['{', /not valid JSON/],
    ['{}', /JSON array/],
    ['[1]', /context\[0\] is not a column/],
    ['[{"field": ""}]', /field must be a string/],
    ['[{"field": "__check__"}]', /no columns/],
    ['[{"field": "a", "examples": "x"}]', /examples must be an array/],
  ])('refuses %j', (input, message) => {
    expect(() => parsePromptContext(input)).toThrow(PromptRequestError);
    expect(() => parsePromptContext(input)).toThrow(message);
  });

  it('reads an unknown type as text and keeps only scalar examples', () => {
    expect(parsePromptContext('[{"field": "a", "type": "rating", "examples": [1, {"x": 1}, "b"]}]')).toEqual([
      { field: 'a', type: 'string', description: null, examples: ['1', 'b'], allowedOperators: [] },
    ]);
  });
});
