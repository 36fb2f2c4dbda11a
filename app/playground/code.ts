/**
 * The code under a props playground, written from the same description of an
 * element that the preview renders: what a reader copies is what they see.
 *
 * A description's props are plain values (strings, numbers, booleans, arrays,
 * objects), plus two wrappers for what a value cannot say by itself: `code()`
 * for a value whose source must be written out (a function, a `new Date()`),
 * in TypeScript and JavaScript; `declared()` for a value the code names as a
 * constant above the component (a data set, a formatter shared by series).
 */
import { createElement, type ComponentType, type ReactElement } from 'react';
import type { CodeVariant } from '~/content/manifest';

/** The demo panels' width: generated code wraps where a demo's code would. */
export const CODE_WIDTH = 85;
const INDENT = '  ';

export class CodeExpression {
  constructor(
    readonly value: unknown,
    readonly source: Readonly<Record<CodeVariant, string>>,
    /** Constants the source refers to by name, so that they are declared above it. */
    readonly uses: readonly Declaration[] = [],
  ) {}
}

/** A value written as source: `code(formatter, '(v: number | null) => …', '(v) => …')`. */
export function code(value: unknown, ts: string, js: string = ts, uses: readonly Declaration[] = []): CodeExpression {
  return new CodeExpression(value, { TS: ts, JS: js }, uses);
}

export class Declaration {
  constructor(
    readonly name: string,
    readonly value: unknown,
    /** The TypeScript annotation of the constant, if inference would not give readers the right type. */
    readonly type?: string,
  ) {}
}

/** A constant above the component, referred to by name wherever the value is used. */
export function declared(name: string, value: unknown, type?: string): Declaration {
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new TypeError(`"${name}" is not a valid constant name`);
  return new Declaration(name, value, type);
}

export interface ImportSpec {
  name: string;
  from: string;
  /** Only in TypeScript (`import type`). */
  typeOnly?: boolean;
  /** The module's default export (`import dayjs from 'dayjs'`). */
  isDefault?: boolean;
}

export interface ElementDescription {
  // The playground renders whatever component the page describes, so its props are not known here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: ComponentType<any>;
  /** The component's name in code, and where readers import it from. */
  name: string;
  from: string;
  props: Record<string, unknown>;
  /** Other imports the code needs (types of declarations, helpers). */
  imports?: ImportSpec[];
  /** An element around this one (a LocalizationProvider), rendered and written as its parent. */
  wrapper?: Omit<ElementDescription, 'wrapper' | 'imports'>;
}

/** The element the preview shows: the same description the code is written from. */
export function renderElement(description: ElementDescription): ReactElement {
  const element = createElement(description.component, runtimeProps(description.props));
  const { wrapper } = description;
  return wrapper ? createElement(wrapper.component, runtimeProps(wrapper.props), element) : element;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** The props as the component receives them: every wrapper replaced by its value. */
export function runtimeValue(value: unknown): unknown {
  if (value instanceof CodeExpression) return value.value;
  if (value instanceof Declaration) return runtimeValue(value.value);
  if (Array.isArray(value)) return value.map(runtimeValue);
  if (isPlainObject(value)) {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) if (item !== undefined) result[key] = runtimeValue(item);
    return result;
  }
  return value;
}

export function runtimeProps(props: Record<string, unknown>): Record<string, unknown> {
  return runtimeValue(props) as Record<string, unknown>;
}

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function propertyKey(key: string): string {
  return IDENTIFIER.test(key) ? key : quote(key);
}

/** Later lines of a multi-line source follow the indentation of the line it starts on. */
function reindent(source: string, indent: string): string {
  return source.replace(/\n/g, `\n${indent}`);
}

/**
 * A value as source at a given indentation, on one line when it fits in
 * what is left of the line after `prefixLength` characters, else one item
 * a line (the way Prettier lays out literals).
 */
function serialize(value: unknown, variant: CodeVariant, indent: string, prefixLength: number): string {
  if (value instanceof CodeExpression) return reindent(value.source[variant], indent);
  if (value instanceof Declaration) return value.name;
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return quote(value);
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`${value} cannot be written as a literal; wrap it in code()`);
      return Object.is(value, -0) ? '0' : String(value);
    case 'boolean':
      return String(value);
    case 'undefined':
      return 'undefined';
    default:
      break;
  }
  const inner = indent + INDENT;
  let items: string[];
  let open: string;
  let close: string;
  if (Array.isArray(value)) {
    items = value.map((item) => serialize(item, variant, inner, inner.length));
    [open, close] = ['[', ']'];
  } else if (isPlainObject(value)) {
    items = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => {
        const name = propertyKey(key);
        if (item instanceof Declaration && item.name === key) return name;
        return `${name}: ${serialize(item, variant, inner, inner.length + name.length + 2)}`;
      });
    [open, close] = ['{', '}'];
  } else {
    throw new TypeError(`${Object.prototype.toString.call(value)} cannot be written as a literal; wrap it in code()`);
  }
  if (items.length === 0) return `${open}${close}`;
  const padding = open === '{' ? ' ' : '';
  const oneLine = `${open}${padding}${items.join(', ')}${padding}${close}`;
  if (!oneLine.includes('\n') && prefixLength + oneLine.length <= CODE_WIDTH) return oneLine;
  // A list of numbers or short strings reads best filled line by line, as a table of values.
  if (Array.isArray(value) && value.every((item) => typeof item === 'number' || (typeof item === 'string' && item.length <= 12))) {
    return `${open}\n${fillLines(items, inner).join('\n')}\n${indent}${close}`;
  }
  return `${open}\n${items.map((item) => `${inner}${item},`).join('\n')}\n${indent}${close}`;
}

/** Items packed into lines no wider than the code panel, each item followed by a comma. */
function fillLines(items: string[], indent: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const item of items) {
    const next = line ? `${line} ${item},` : `${indent}${item},`;
    if (line && next.length > CODE_WIDTH) {
      lines.push(line);
      line = `${indent}${item},`;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Every declaration the value uses, those it depends on first, each once. */
function collectDeclarations(value: unknown, found: Map<string, Declaration>): void {
  if (value instanceof Declaration) {
    const existing = found.get(value.name);
    if (existing && existing !== value && existing.value !== value.value) {
      throw new TypeError(`Two different values are declared as "${value.name}"`);
    }
    if (existing) return;
    collectDeclarations(value.value, found);
    found.set(value.name, value);
    return;
  }
  if (value instanceof CodeExpression) {
    value.uses.forEach((used) => collectDeclarations(used, found));
    return;
  }
  if (Array.isArray(value)) value.forEach((item) => collectDeclarations(item, found));
  else if (isPlainObject(value)) Object.values(value).forEach((item) => collectDeclarations(item, found));
}

function importLines(description: ElementDescription, variant: CodeVariant): string[] {
  const byModule = new Map<string, { defaultName?: string; values: string[]; types: string[] }>();
  const elements = description.wrapper ? [description.wrapper, description] : [description];
  // Helpers and adapters first, then the wrapper, then the component: the order readers write them in.
  const specs: ImportSpec[] = [...(description.imports ?? []), ...elements.map(({ name, from }) => ({ name, from }))];
  for (const spec of specs) {
    if (spec.typeOnly && variant === 'JS') continue;
    const entry = byModule.get(spec.from) ?? { values: [], types: [] };
    if (spec.isDefault) entry.defaultName = spec.name;
    else {
      const list = spec.typeOnly ? entry.types : entry.values;
      if (!list.includes(spec.name)) list.push(spec.name);
    }
    byModule.set(spec.from, entry);
  }
  const lines: string[] = [];
  for (const [from, { defaultName, values, types }] of byModule) {
    const named = values.length > 0 ? `{ ${values.join(', ')} }` : '';
    const clause = [defaultName, named].filter(Boolean).join(', ');
    if (clause) lines.push(`import ${clause} from '${from}';`);
    if (types.length > 0) lines.push(`import type { ${types.join(', ')} } from '${from}';`);
  }
  return lines;
}

function jsxAttribute(name: string, value: unknown, variant: CodeVariant, indent: string): string {
  if (value === true) return name;
  if (typeof value === 'string' && !/["\n{}<>&]/.test(value)) return `${name}="${value}"`;
  return `${name}={${serialize(value, variant, indent, indent.length + name.length + 2)}}`;
}

/** An element as JSX at a depth of indentation, its attributes on one line when they fit. */
function jsxElement(
  element: Omit<ElementDescription, 'wrapper' | 'imports'>,
  variant: CodeVariant,
  depth: number,
  children?: string,
): string {
  const tagIndent = INDENT.repeat(depth);
  const attributeIndent = INDENT.repeat(depth + 1);
  const attributes = Object.entries(element.props)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => jsxAttribute(name, value, variant, attributeIndent));
  const end = children === undefined ? ' />' : '>';
  const oneLine = `${tagIndent}<${element.name}${attributes.map((attribute) => ` ${attribute}`).join('')}${end}`;
  const openingTag =
    !oneLine.includes('\n') && oneLine.length <= CODE_WIDTH
      ? oneLine
      : [
          `${tagIndent}<${element.name}`,
          ...attributes.map((attribute) => `${attributeIndent}${attribute}`),
          `${tagIndent}${end.trim()}`,
        ].join('\n');
  return children === undefined ? openingTag : `${openingTag}\n${children}\n${tagIndent}</${element.name}>`;
}

/**
 * A complete module a reader can paste into a file: imports, the declared
 * constants, and a component returning the element with its props.
 */
export function generateCode(description: ElementDescription, variant: CodeVariant, functionName: string): string {
  const declarations = new Map<string, Declaration>();
  if (description.wrapper) collectDeclarations(description.wrapper.props, declarations);
  collectDeclarations(description.props, declarations);

  const sections: string[] = [importLines(description, variant).join('\n')];
  for (const declaration of declarations.values()) {
    const annotation = variant === 'TS' && declaration.type ? `: ${declaration.type}` : '';
    const prefix = `const ${declaration.name}${annotation} = `;
    // One more character for the semicolon.
    sections.push(`${prefix}${serialize(declaration.value, variant, '', prefix.length + 1)};`);
  }

  const element = description.wrapper
    ? jsxElement(description.wrapper, variant, 2, jsxElement(description, variant, 3))
    : jsxElement(description, variant, 2);

  sections.push(`export default function ${functionName}() {\n${INDENT}return (\n${element}\n${INDENT});\n}`);
  return `${sections.join('\n\n')}\n`;
}
