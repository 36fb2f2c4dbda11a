/**
 * Day.js is one shared instance in the server process, and demos extend it
 * when their module first loads (the timezone page adds `utc` and
 * `timezone`). Left to that, a page rendered after the timezone page was
 * rendered differently from the same page rendered before it: with the
 * plugins, AdapterDayjs lays out a month before 1970 in six weeks instead of
 * five. Extending at start-up makes every render see the same Day.js, so a
 * page that depends on the plugins fails the page walk every time, not only
 * after the timezone page happened to be served.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);
