import type { ReactNode } from 'react';
import { Anchor, ApiTable, Deprecated, Html, PlanMark, TypeText } from './ApiTable';
import { Link as RemixLink } from '@remix-run/react';
import { MarkdownBody } from '~/shell/MarkdownBody';
import { Badge } from '~/ui/Badge';
import { FocusablePre } from '~/ui/FocusablePre';
import { VisuallyHidden } from '~/ui/VisuallyHidden';
import {
  anchoredParameters,
  apiPageSections,
  NO_DEMOS,
  NO_PARAMETERS,
  parameterAnchor,
  signatureText,
  type ApiSectionId,
} from './api-sections';
import { apiPathname, type ApiPage, type ApiParameter } from './api-types';
import { linkClass } from '~/ui/link';
import styles from './ApiPageView.module.css';
import { planLabel } from '~/domain/plans';

const GROUP_LABEL = {
  'data-grid': 'Data Grid',
  'date-pickers': 'Date and Time Pickers',
  charts: 'Charts',
  'tree-view': 'Tree View',
} as const;
const KIND_LABEL = { component: 'Component', hook: 'Hook', interface: 'Type' } as const;

type SectionProps = { page: ApiPage; links: Record<string, string>; sectionId: (id: string) => string };

function ImportSection({ page }: SectionProps) {
  return (
    <>
      <FocusablePre>
        <code>{page.imports.join('\n')}</code>
      </FocusablePre>
      {page.inheritsFrom.length > 0 && (
        <p>
          Also accepts the props of{' '}
          {page.inheritsFrom.map((name, index) => (
            <span key={name}>
              {index > 0 ? ', ' : ''}
              <a href={`https://mui.com/material-ui/api/${name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}/`}>{name}</a>
            </span>
          ))}{' '}
          from Material UI.
        </p>
      )}
    </>
  );
}

function TypeSection({ page, links }: SectionProps) {
  return (
    <FocusablePre>
      <TypeText text={page.aliasOf ?? ''} links={links} />
    </FocusablePre>
  );
}

function ParametersTable({
  parameters,
  anchored,
  links,
  sectionId,
}: {
  parameters: ApiParameter[];
  anchored: Set<ApiParameter>;
  links: Record<string, string>;
  sectionId: (id: string) => string;
}) {
  return (
    <ApiTable label="Parameters" columns={['Name', 'Type', 'Description']}>
      {parameters.map((parameter) => (
        <tr key={parameter.name} id={anchored.has(parameter) ? sectionId(parameterAnchor(parameter.name)) : undefined}>
          <td data-label="Name">
            <code>{parameter.name}</code>
            {parameter.optional ? '' : ' *'}
          </td>
          <td data-label="Type">
            <TypeText text={parameter.type} links={links} />
          </td>
          <td>
            <Html html={parameter.descriptionHtml} />
          </td>
        </tr>
      ))}
    </ApiTable>
  );
}

function ParametersSection({ page, links, sectionId }: SectionProps) {
  const parameters = page.signatures[0]?.parameters ?? [];
  if (parameters.length === 0) return <p>{NO_PARAMETERS}</p>;
  return <ParametersTable parameters={parameters} anchored={anchoredParameters(page)} links={links} sectionId={sectionId} />;
}

function ReturnsSection({ page, links }: SectionProps) {
  return (
    <FocusablePre>
      <TypeText text={page.signatures[0]?.returns ?? 'void'} links={links} />
    </FocusablePre>
  );
}

/** An overloaded hook: each call it accepts, with what it returns. */
function SignaturesSection({ page, links, sectionId }: SectionProps) {
  const anchored = anchoredParameters(page);
  return (
    <>
      <p>The hook can be called in {page.signatures.length} ways:</p>
      <ol className={styles.signatures}>
        {page.signatures.map((signature, index) => (
          <li key={index} id={sectionId(`signature-${index + 1}`)}>
            <FocusablePre>
              <TypeText text={signatureText(page.name, signature)} links={links} />
            </FocusablePre>
            {signature.descriptionHtml !== page.descriptionHtml && <Html html={signature.descriptionHtml} />}
            {signature.parameters.length > 0 && (
              <ParametersTable parameters={signature.parameters} anchored={anchored} links={links} sectionId={sectionId} />
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

function PropsSection({ page, links, sectionId }: SectionProps) {
  const label = page.kind === 'component' ? 'Props' : 'Properties';
  return (
    <>
      <p>
        {page.props.some((prop) => prop.required) ? 'Required ones are marked with an asterisk (*). ' : 'All are optional. '}
        Types are shown as the package declares them.
      </p>
      <ApiTable label={label} columns={['Name', 'Type', 'Default', 'Description']}>
        {page.props.map((prop) => (
          <tr key={prop.name} id={sectionId(`prop-${prop.name}`)}>
            <td data-label="Name">
              <code>{prop.name}</code>
              <PlanMark plan={prop.plan} />
              {prop.required && (
                <>
                  {/* A screen reader ignores aria-label on a plain span and would read "star". */}
                  <span aria-hidden="true"> *</span>
                  <VisuallyHidden> (required)</VisuallyHidden>
                </>
              )}
              <Anchor id={sectionId(`prop-${prop.name}`)} />
            </td>
            <td data-label="Type">
              <TypeText text={prop.type} links={links} />
            </td>
            <td data-label="Default">
              {prop.defaultHtml ? (
                <span className="api-description" dangerouslySetInnerHTML={{ __html: prop.defaultHtml }} />
              ) : prop.default ? (
                <code>{prop.default}</code>
              ) : (
                '—'
              )}
            </td>
            <td>
              <Deprecated html={prop.deprecatedHtml} />
              <Html html={prop.descriptionHtml} />
            </td>
          </tr>
        ))}
      </ApiTable>
    </>
  );
}

function SlotsSection({ page, sectionId }: SectionProps) {
  return (
    <ApiTable label="Slots" columns={['Name', 'Default', 'Description']}>
      {page.slots.map((slot) => (
        <tr key={slot.name} id={sectionId(`slot-${slot.name}`)}>
          <td data-label="Name">
            <code>{slot.name}</code>
            <Anchor id={sectionId(`slot-${slot.name}`)} />
          </td>
          <td data-label="Default">{slot.default ? <code>{slot.default}</code> : '—'}</td>
          <td>
            <Html html={slot.descriptionHtml} />
          </td>
        </tr>
      ))}
    </ApiTable>
  );
}

function CssClassesSection({ page, sectionId }: SectionProps) {
  return (
    <>
      <p>
        Use these class names to target parts of the component from a stylesheet or the <code>sx</code> prop.
      </p>
      <ApiTable label="CSS classes" columns={['Class key', 'Global class', 'Description']}>
        {page.cssClasses.map((cssClass) => (
          <tr key={cssClass.key} id={sectionId(`css-${cssClass.key}`)}>
            <td data-label="Class key">
              <code>{cssClass.key}</code>
            </td>
            <td data-label="Global class">
              <code>.{cssClass.className}</code>
            </td>
            <td>
              <Html html={cssClass.descriptionHtml} />
            </td>
          </tr>
        ))}
      </ApiTable>
    </>
  );
}

function DemosSection({ page }: SectionProps) {
  if (page.demos.length === 0) return <p>{NO_DEMOS}</p>;
  return (
    <ul>
      {page.demos.map((demo) => (
        <li key={demo.pathname}>
          <RemixLink to={demo.pathname} className={linkClass('always')}>
            {demo.title}
          </RemixLink>
        </li>
      ))}
    </ul>
  );
}

const SECTION_VIEWS: Record<ApiSectionId, (props: SectionProps) => ReactNode> = {
  import: ImportSection,
  type: TypeSection,
  parameters: ParametersSection,
  returns: ReturnsSection,
  signatures: SignaturesSection,
  props: PropsSection,
  slots: SlotsSection,
  'css-classes': CssClassesSection,
  demos: DemosSection,
};

/**
 * An API page. `embedded` renders it as one section of a page's API tab:
 * the name as a linked h2, every heading one level down, and no demos list
 * (the tab sits beside the demos).
 */
export function ApiPageView({ page, links, embedded = false }: { page: ApiPage; links: Record<string, string>; embedded?: boolean }) {
  const H2 = embedded ? 'h3' : 'h2';
  const sectionId = (id: string) => (embedded ? `${page.slug}-${id}` : id);
  const sections = apiPageSections(page).filter((section) => !(embedded && section.id === 'demos'));
  return (
    <MarkdownBody>
      {embedded ? (
        <h2 id={page.slug}>
          <RemixLink to={apiPathname(page.group, page.slug)}>{page.name}</RemixLink>
        </h2>
      ) : (
        <>
          <p className={styles.overline}>
            {GROUP_LABEL[page.group]} · {KIND_LABEL[page.kind]} API
          </p>
          <h1>{page.name}</h1>
        </>
      )}
      {page.plan && (
        <Badge kind={page.plan} filled className={styles.plan}>
          {planLabel(page.plan)}
        </Badge>
      )}
      <Deprecated html={page.deprecatedHtml} />
      <Html html={page.descriptionHtml} />
      {sections.map((section) => {
        const Section = SECTION_VIEWS[section.id];
        return (
          <section key={section.id} aria-labelledby={sectionId(section.id)}>
            <H2 id={sectionId(section.id)}>{section.title}</H2>
            <Section page={page} links={links} sectionId={sectionId} />
          </section>
        );
      })}
    </MarkdownBody>
  );
}
