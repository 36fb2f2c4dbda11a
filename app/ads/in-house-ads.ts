/** The site's own ads, shown when the network has nothing or is blocked. Images are served by this site. */
export interface InHouseAd {
  name: string;
  link: string;
  img: string;
  description: string;
  poweredby: string;
  label: string;
}

export const inHouseAds: readonly InHouseAd[] = [
  {
    name: 'templates',
    link: 'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-templates',
    img: '/x/static/ads/templates.svg',
    description: 'Premium templates. Start a dashboard, a storefront or a landing page from a finished design.',
    poweredby: 'MUI',
    label: 'in-house-templates',
  },
  {
    name: 'themes',
    link: 'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-themes',
    img: '/x/static/ads/themes.svg',
    description: 'Premium themes. Give your Material UI app a distinct look without writing the styles yourself.',
    poweredby: 'MUI',
    label: 'in-house-themes',
  },
  {
    name: 'enterprise',
    link: 'https://mui.com/pricing/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-enterprise',
    img: '/x/static/ads/enterprise.svg',
    description: 'MUI X Premium. Row grouping, aggregation, pivoting and Excel export for data-heavy apps.',
    poweredby: 'MUI',
    label: 'in-house-enterprise',
  },
  {
    name: 'design-kit',
    link: 'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-design-kits',
    img: '/x/static/ads/design-kit.svg',
    description: 'Design kits. The Material UI components for Figma and Sketch, matching the code one to one.',
    poweredby: 'MUI',
    label: 'in-house-design-kits',
  },
];
