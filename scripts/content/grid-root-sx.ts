/**
 * The `sx` a demo gives its Data Grid, when the demo's source spells it out
 * as a literal. The server renders the grid's root stylesheet with it
 * (app/demos/grid-root-styles.server.tsx): the grid renders nothing on the
 * server, and a root styled by `sx` is a class of its own, so without this
 * the browser compiled its 25 kB stylesheet in the task that mounts the grid.
 *
 * Only plain data is taken (strings, numbers, booleans, null, objects and
 * arrays of them): an `sx` holding a function, a variable or a spread is
 * left to the browser, as before. Read from the demo's JavaScript variant,
 * whose imports island-module.ts already reads.
 */
import ts from 'typescript';
import type { GridRootSx } from '../../app/content/manifest';
import { isDataGridPackage } from '../../app/demos/demo-dependencies';
import { valueImports } from './island-module';

const GRID_COMPONENTS = new Set(['DataGrid', 'DataGridPro', 'DataGridPremium']);

/** The local names the file binds to the grid components (`import { DataGridPro as Grid }` → `Grid`). */
function gridComponentNames(javascript: string): Set<string> {
  return new Set(
    valueImports(javascript)
      .filter(({ specifier }) => isDataGridPackage(specifier))
      .flatMap(({ named }) => named.filter(({ imported }) => GRID_COMPONENTS.has(imported)).map(({ local }) => local)),
  );
}

/** The value an expression spells out, or undefined when it is not plain data. */
function literalValue(node: ts.Expression): GridRootSx | undefined {
  if (ts.isParenthesizedExpression(node)) return literalValue(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand)) {
    return -Number(node.operand.text);
  }
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isArrayLiteralExpression(node)) {
    const items = node.elements.map((element) => (ts.isSpreadElement(element) ? undefined : literalValue(element)));
    return items.every((item) => item !== undefined) ? (items as GridRootSx[]) : undefined;
  }
  if (ts.isObjectLiteralExpression(node)) {
    const entries: [string, GridRootSx][] = [];
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) return undefined;
      const { name } = property;
      if (!ts.isIdentifier(name) && !ts.isStringLiteral(name) && !ts.isNumericLiteral(name)) return undefined;
      const value = literalValue(property.initializer);
      if (value === undefined) return undefined;
      entries.push([name.text, value]);
    }
    return Object.fromEntries(entries);
  }
  return undefined;
}

/** The literal `sx` of each grid element in a demo's JavaScript source, in source order. */
export function gridRootSxOf(javascript: string): GridRootSx[] {
  const grids = gridComponentNames(javascript);
  const found: GridRootSx[] = [];
  if (grids.size === 0) return found;
  const file = ts.createSourceFile('demo.jsx', javascript, ts.ScriptTarget.Latest, true, ts.ScriptKind.JSX);
  const visit = (node: ts.Node) => {
    if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && grids.has(node.tagName.getText(file))) {
      for (const attribute of node.attributes.properties) {
        if (!ts.isJsxAttribute(attribute) || attribute.name.getText(file) !== 'sx') continue;
        const expression = attribute.initializer && ts.isJsxExpression(attribute.initializer) ? attribute.initializer.expression : undefined;
        const value = expression ? literalValue(expression) : undefined;
        if (value !== undefined) found.push(value);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
