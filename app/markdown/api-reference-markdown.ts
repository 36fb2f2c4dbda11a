/** The Data Grid's apiRef tables as Markdown, for a page's `.md` version. */
import type { ApiReferenceElement, ApiReferenceSlice, GridApiInterface, GridEvent, GridSelector } from '~/api-docs/grid-api-reference';
import { editionName } from '~/domain/plans';
import { describedCell, inlineCode, markdownCell, markdownTable } from './markdown-table';

export const planSuffix = (item: { plan?: GridEvent['plan'] }) => (item.plan ? ` (${editionName(item.plan)})` : '');

export function apiReferenceMarkdown(element: ApiReferenceElement, slice: ApiReferenceSlice<unknown>): string {
  switch (element) {
    case 'ApiMethods':
      return (slice.items as GridApiInterface[])
        .map(
          (api) =>
            `${inlineCode(api.name)}${planSuffix(api)}\n\n` +
            markdownTable(
              ['Method', 'Signature', 'Description'],
              api.methods.map((method) => [
                inlineCode(method.name),
                inlineCode(method.signature),
                describedCell(method.descriptionHtml, method.deprecatedHtml),
              ]),
            ),
        )
        .join('\n\n');
    case 'ApiSelectors':
      return markdownTable(
        ['Selector', 'Returns', 'Description'],
        (slice.items as GridSelector[]).map((selector) => [
          inlineCode(selector.name) + planSuffix(selector) + (selector.argument ? ` (takes ${inlineCode(selector.argument)})` : ''),
          inlineCode(selector.returns),
          markdownCell(selector.descriptionHtml),
        ]),
      );
    case 'GridEvents':
      return markdownTable(
        ['Event', 'Params', 'Event object', 'Description'],
        (slice.items as GridEvent[]).map((event) => [
          inlineCode(event.name) + planSuffix(event),
          inlineCode(event.params),
          inlineCode(event.event),
          markdownCell(event.descriptionHtml),
        ]),
      );
  }
}
