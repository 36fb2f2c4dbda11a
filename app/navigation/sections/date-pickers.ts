import { apiReference } from '../api-navigation';
import type { PageEntry } from '../page-tree';

export const datePickers: PageEntry = {
  pathname: '/x/react-date-pickers-group',
  subheader: 'Date and Time Pickers',
  children: [
    { pathname: '/x/react-date-pickers/', title: 'Overview' },
    {
      pathname: '/x/react-date-pickers/components',
      subheader: 'Components',
      children: [
        {
          pathname: '/x/react-date-pickers/date-range-components',
          title: 'Date Range components',
          plan: 'pro',
          children: [
            { pathname: '/x/react-date-pickers/date-range-picker/', title: 'Date Range Picker', plan: 'pro' },
            { pathname: '/x/react-date-pickers/date-range-field/', title: 'Date Range Field', plan: 'pro' },
            { pathname: '/x/react-date-pickers/date-range-calendar/', title: 'Date Range Calendar', plan: 'pro' },
          ],
        },
        {
          pathname: '/x/react-date-pickers/time-range-components',
          title: 'Time Range components',
          plan: 'pro',
          children: [
            { pathname: '/x/react-date-pickers/time-range-picker/', title: 'Time Range Picker', plan: 'pro', newFeature: true },
            { pathname: '/x/react-date-pickers/time-range-field/', title: 'Time Range Field', plan: 'pro' },
          ],
        },
        {
          pathname: '/x/react-date-pickers/date-time-range-components',
          title: 'Date Time Range components',
          plan: 'pro',
          children: [
            { pathname: '/x/react-date-pickers/date-time-range-picker/', title: 'Date Time Range Picker', plan: 'pro' },
            { pathname: '/x/react-date-pickers/date-time-range-field/', title: 'Date Time Range Field', plan: 'pro' },
          ],
        },
      ],
    },
    {
      pathname: '/x/react-date-pickers/localization-group',
      subheader: 'Localization',
      children: [
        { pathname: '/x/react-date-pickers/localization/', title: 'Translated components' },
        { pathname: '/x/react-date-pickers/adapters-locale/', title: 'Date format and localization' },
      ],
    },
    {
      pathname: '/x/react-date-pickers/customization',
      subheader: 'Customization',
      children: [
        { pathname: '/x/react-date-pickers/custom-components/', title: 'Custom subcomponents' },
        { pathname: '/x/react-date-pickers/custom-layout/', title: 'Custom layout' },
        { pathname: '/x/react-date-pickers/custom-field/', title: 'Custom field' },
        { pathname: '/x/react-date-pickers/custom-opening-button/', title: 'Custom opening button' },
      ],
    },
    apiReference('date-pickers'),
  ],
};
