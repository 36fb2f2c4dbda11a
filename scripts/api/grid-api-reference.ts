/**
 * The Data Grid's apiRef methods (the exported `Grid*Api` interfaces), its
 * selectors and its events (`GridEventLookup`, with the Pro and Premium
 * augmentations), read from the installed declarations. Written as JSON for
 * the content build, which gives each page the slice it shows.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import type { Edition, Plan } from '../../app/domain/plans';
import {
  GRID_API_REFERENCE_FILE,
  type GridApiInterface,
  type GridApiReference,
  type GridEvent,
  type GridSelector,
} from '../../app/api-docs/grid-api-reference';
import { typeLinksIn } from '../../app/api-docs/type-links';
import { docOf, isIgnored, markdownToHtml, memberDescriptionHtml, printType, tags, typeText } from './declarations';
import { resolvePageLinks } from './doc-links';
import { editionOfFile } from './families';

export interface GridPackage {
  name: string;
  edition: Edition;
  entry: string;
}

const API_INTERFACE = /^Grid\w+Api$/;
const PRIVATE_API = /PrivateApi$/;
const SELECTOR = /^grid[A-Z]\w*Selector$/;

/** What each package calls the API object's type (an alias of GridApiCommunity, GridApiPro, GridApiPremium). */
const API_ROOT = 'GridApi';

/**
 * The public `Grid*Api` interfaces an API type is made of, found through its
 * bases: some (`GridPivotingApi`, `GridAiAssistantApi`) are not exported by
 * name, yet every reader's `apiRef` has their methods.
 */
function apiInterfacesOf(root: ts.Type, checker: ts.TypeChecker): ts.Symbol[] {
  const found = new Map<string, ts.Symbol>();
  const walk = (type: ts.InterfaceType) => {
    for (const base of checker.getBaseTypes(type)) {
      const symbol = base.getSymbol();
      if (!symbol || found.has(symbol.name)) continue;
      if (API_INTERFACE.test(symbol.name) && !PRIVATE_API.test(symbol.name)) found.set(symbol.name, symbol);
      // A generic base (`GridApiCommon<…>`) is a reference to its declared interface; walk that.
      const declared = checker.getDeclaredTypeOfSymbol(symbol);
      if (declared.isClassOrInterface()) walk(declared);
    }
  };
  if (root.isClassOrInterface()) walk(root);
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function planOf(edition: Edition): { plan?: Plan } {
  return edition === 'community' ? {} : { plan: edition };
}

/** Where a member is declared decides its plan: the Pro and Premium packages add to the community interfaces. */
function planOfDeclaration(symbol: ts.Symbol): { plan?: Plan } {
  return planOf(editionOfFile(symbol.declarations?.[0]?.getSourceFile().fileName ?? '') ?? 'community');
}

function methodsOf(symbol: ts.Symbol, checker: ts.TypeChecker, at: ts.Node): GridApiInterface['methods'] {
  return checker
    .getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))
    .filter((member) => !isIgnored(member))
    .map((member) => {
      const deprecated = tags(member).get('deprecated');
      return {
        name: member.name,
        signature: typeText(member, checker, at),
        descriptionHtml: memberDescriptionHtml(member, checker),
        ...(deprecated ? { deprecatedHtml: markdownToHtml(deprecated[0] || 'Deprecated.') } : {}),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

function selectorOf(name: string, symbol: ts.Symbol, checker: ts.TypeChecker, at: ts.Node): GridSelector | null {
  const signature = checker.getTypeOfSymbolAtLocation(symbol, at).getCallSignatures()[0];
  if (!signature) return null;
  // The first parameter is always the apiRef; a second one is what the selector is asked about.
  const argument = signature.getParameters()[1];
  return {
    name,
    returns: printType(signature.getReturnType(), checker),
    ...(argument ? { argument: printType(checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(argument, at)), checker) } : {}),
    descriptionHtml: markdownToHtml(docOf(symbol, checker)),
  };
}

function eventOf(member: ts.Symbol, checker: ts.TypeChecker, at: ts.Node): GridEvent {
  const shape = checker.getTypeOfSymbolAtLocation(member, at);
  const params = shape.getProperty('params');
  const event = shape.getProperty('event');
  return {
    name: member.name,
    params: params ? typeText(params, checker, at) : 'void',
    ...(event ? { event: typeText(event, checker, at) } : {}),
    descriptionHtml: markdownToHtml(docOf(member, checker)),
    ...planOfDeclaration(member),
  };
}

export function readGridApiReference(program: ts.Program, packages: readonly GridPackage[]): GridApiReference {
  const checker = program.getTypeChecker();
  const reference: GridApiReference = { interfaces: {}, selectors: {}, events: [], typeLinks: {} };
  let eventLookup: { symbol: ts.Symbol; at: ts.Node } | undefined;
  // Community first: a name's plan is that of the first package that exports it.
  for (const spec of packages) {
    const sourceFile = program.getSourceFile(spec.entry);
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    if (!sourceFile || !moduleSymbol) throw new Error(`Cannot read the declarations of ${spec.name}`);
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const name = exported.name;
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (name === API_ROOT) {
        for (const api of apiInterfacesOf(checker.getDeclaredTypeOfSymbol(symbol), checker)) {
          const methods = methodsOf(api, checker, sourceFile);
          // Some bases hold only members MUI keeps out of its docs (GridPipeProcessingApi).
          if (methods.length > 0) reference.interfaces[api.name] ??= { name: api.name, ...planOf(spec.edition), methods };
        }
      } else if (SELECTOR.test(name) && symbol.flags & ts.SymbolFlags.Value && !reference.selectors[name]) {
        const selector = selectorOf(name, symbol, checker, sourceFile);
        if (selector) reference.selectors[name] = { ...selector, ...planOf(spec.edition) };
      } else if (name === 'GridEventLookup') {
        // The same interface in every package, merged with the augmentations of all that are loaded.
        eventLookup = { symbol, at: sourceFile };
      }
    }
  }
  if (!eventLookup) throw new Error('No package exports GridEventLookup');
  reference.events = checker
    .getPropertiesOfType(checker.getDeclaredTypeOfSymbol(eventLookup.symbol))
    .filter((member) => !isIgnored(member))
    .map((member) => eventOf(member, checker, eventLookup.at))
    .sort((a, b) => a.name.localeCompare(b.name));
  return reference;
}

/** The API pages of the type names the signatures mention. */
function typeLinksOf(reference: GridApiReference, pathsByName: ReadonlyMap<string, string>): Record<string, string> {
  const texts = [
    ...Object.values(reference.interfaces).flatMap(({ methods }) => methods.map((method) => method.signature)),
    ...Object.values(reference.selectors).flatMap((selector) => [selector.returns, selector.argument ?? '']),
    ...reference.events.flatMap((event) => [event.params, event.event ?? '']),
  ];
  return typeLinksIn(texts, (name) => pathsByName.get(name));
}

/** Reads the reference and writes it beside the API index; returns what it counted. */
export async function generateGridApiReference(
  program: ts.Program,
  packages: readonly GridPackage[],
  output: string,
  pathsByName: ReadonlyMap<string, string>,
  pagePaths: ReadonlySet<string>,
) {
  const reference = resolvePageLinks(readGridApiReference(program, packages), pathsByName, pagePaths);
  reference.typeLinks = typeLinksOf(reference, pathsByName);
  await fs.writeFile(path.join(output, GRID_API_REFERENCE_FILE), JSON.stringify(reference));
  return {
    interfaces: Object.keys(reference.interfaces).length,
    methods: Object.values(reference.interfaces).reduce((sum, { methods }) => sum + methods.length, 0),
    selectors: Object.keys(reference.selectors).length,
    events: reference.events.length,
  };
}
