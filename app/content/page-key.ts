/** Set on a docs page's article so the client knows which page module to fetch before hydrating. */
export const PAGE_KEY_ATTRIBUTE = 'data-page-key';
