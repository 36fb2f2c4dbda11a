import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersActionBarAction } from '@mui/x-date-pickers/PickersActionBar';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { code, definePlayground } from '~/playground';

/** Each component the playground offers, and what it shows: days, a clock, or both. */
const COMPONENTS = {
  StaticDatePicker: { component: StaticDatePicker, from: '@mui/x-date-pickers/StaticDatePicker', date: true, time: false, isStatic: true },
  StaticDateTimePicker: {
    component: StaticDateTimePicker,
    from: '@mui/x-date-pickers/StaticDateTimePicker',
    date: true,
    time: true,
    isStatic: true,
  },
  StaticTimePicker: { component: StaticTimePicker, from: '@mui/x-date-pickers/StaticTimePicker', date: false, time: true, isStatic: true },
  DatePicker: { component: DatePicker, from: '@mui/x-date-pickers/DatePicker', date: true, time: false, isStatic: false },
  DateTimePicker: { component: DateTimePicker, from: '@mui/x-date-pickers/DateTimePicker', date: true, time: true, isStatic: false },
  TimePicker: { component: TimePicker, from: '@mui/x-date-pickers/TimePicker', date: false, time: true, isStatic: false },
} as const;

const ACTION_BARS: Record<string, PickersActionBarAction[] | undefined> = {
  default: undefined,
  none: [],
  'clear-today': ['clear', 'today'],
  'cancel-accept': ['cancel', 'accept'],
};

// Whether the toolbar, the tabs and the AM/PM buttons in the clock show depends on the layout
// (desktop or mobile): these controls leave the layout's choice alone until moved either way.
const BY_LAYOUT = ['layout', 'hidden', 'shown'] as const;
const BY_LAYOUT_LABELS = { layout: "The layout's", hidden: 'Hidden', shown: 'Shown' };
const byLayout = (value: string) => (value === 'layout' ? undefined : value === 'shown');

// The opening ceremony of the Paris 2024 Olympics: a fixed date, so the server and the
// browser render the same month.
const OPENING = '2024-07-26T19:30';

export default definePlayground({
  name: 'PickerLayout',
  controls: {
    component: {
      type: 'select',
      label: 'Component',
      options: ['StaticDatePicker', 'StaticDateTimePicker', 'StaticTimePicker', 'DatePicker', 'DateTimePicker', 'TimePicker'],
      initial: 'StaticDatePicker',
    },
    displayStaticWrapperAs: {
      type: 'select',
      label: 'Static layout',
      options: ['mobile', 'desktop'],
      initial: 'mobile',
    },
    orientation: { type: 'select', label: 'Orientation', options: ['portrait', 'landscape'], initial: 'portrait' },
    actions: {
      type: 'select',
      label: 'Action bar',
      options: ['default', 'none', 'clear-today', 'cancel-accept'],
      optionLabels: { default: 'Default', none: 'Hidden', 'clear-today': 'Clear and Today', 'cancel-accept': 'Cancel and OK' },
      initial: 'default',
    },
    toolbar: { type: 'select', label: 'Toolbar', options: BY_LAYOUT, optionLabels: BY_LAYOUT_LABELS, initial: 'layout' },
    tabs: { type: 'select', label: 'Tabs (date and time)', options: BY_LAYOUT, optionLabels: BY_LAYOUT_LABELS, initial: 'layout' },
    showDaysOutsideCurrentMonth: { type: 'switch', label: 'Days outside the month', initial: false },
    fixedWeekNumber: { type: 'switch', label: 'Always six weeks', initial: false },
    displayWeekNumber: { type: 'switch', label: 'Week numbers', initial: false },
    ampm: {
      type: 'select',
      label: 'Clock',
      options: ['locale', '12h', '24h'],
      optionLabels: { locale: "The locale's", '12h': '12-hour (AM/PM)', '24h': '24-hour' },
      initial: 'locale',
    },
    ampmInClock: { type: 'select', label: 'AM/PM in the clock', options: BY_LAYOUT, optionLabels: BY_LAYOUT_LABELS, initial: 'layout' },
  },
  element(values) {
    const { component, date, time, isStatic, from } = COMPONENTS[values.component];
    const actions = ACTION_BARS[values.actions];
    const toolbarShown = byLayout(values.toolbar);
    const tabsShown = date && time ? byLayout(values.tabs) : undefined;
    const slotProps = {
      toolbar: toolbarShown === undefined ? undefined : { hidden: !toolbarShown },
      tabs: tabsShown === undefined ? undefined : { hidden: !tabsShown },
      actionBar: actions ? { actions } : undefined,
    };
    const hasSlotProps = Object.values(slotProps).some((value) => value !== undefined);
    return {
      component,
      name: values.component,
      from,
      imports: [
        { name: 'dayjs', from: 'dayjs', isDefault: true },
        { name: 'AdapterDayjs', from: '@mui/x-date-pickers/AdapterDayjs' },
      ],
      wrapper: {
        component: LocalizationProvider,
        name: 'LocalizationProvider',
        from: '@mui/x-date-pickers/LocalizationProvider',
        props: { dateAdapter: code(AdapterDayjs, 'AdapterDayjs') },
      },
      props: {
        defaultValue: code(dayjs(OPENING), `dayjs('${OPENING}')`),
        displayStaticWrapperAs: isStatic && values.displayStaticWrapperAs !== 'mobile' ? values.displayStaticWrapperAs : undefined,
        orientation: values.orientation === 'landscape' ? 'landscape' : undefined,
        showDaysOutsideCurrentMonth: date && values.showDaysOutsideCurrentMonth ? true : undefined,
        fixedWeekNumber: date && values.fixedWeekNumber ? 6 : undefined,
        displayWeekNumber: date && values.displayWeekNumber ? true : undefined,
        ampm: time && values.ampm !== 'locale' ? values.ampm === '12h' : undefined,
        ampmInClock: time ? byLayout(values.ampmInClock) : undefined,
        slotProps: hasSlotProps ? slotProps : undefined,
      },
    };
  },
});
