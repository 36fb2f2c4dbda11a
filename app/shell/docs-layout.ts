/** The Remix route id of the docs layout (app/routes/_docs.tsx): pages under it get the shell and the theme. */
export const DOCS_LAYOUT_ROUTE_ID = 'routes/_docs';
