/**
 * Paint first, then fetch the code. Remix's <Scripts> preloads every module
 * of the page and starts the app from an inline module script, all at the
 * end of <body>; the browser requests that JavaScript while it is still
 * parsing, so on a slow link it competes with the HTML, the fonts and the
 * first paint, which is what the reader is waiting for. Here the preloads
 * and the start script are made inert in the HTML, and a tiny script turns
 * them back on once the browser has painted.
 *
 * What React hydrates is unchanged: the same link and script elements, in
 * the same places (React does not correct attribute differences while
 * hydrating, nor an element's inner HTML, and the start script is replaced in
 * place). The start script's text differs in one way: it imports the route
 * modules one after the other (importRoutesOneByOne).
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const START_MODULE = /<script type="module" async="">([\s\S]*?)<\/script>/;
const INERT_PRELOAD_REL = 'x-after-paint-modulepreload';
const INERT_MODULE_TYPE = 'text/x-after-paint-module';
/** Hidden tabs get no animation frames; they start after this anyway. */
const FALLBACK_START_MS = 1000;
/** Under Lighthouse's fourfold CPU slowdown, 16 ms: well under the 50 ms of a long task, with room for the one preload that overruns it. */
export const PRELOAD_TASK_BUDGET_MS = 4;

/**
 * Removes itself at once (React must not find it while hydrating), then,
 * after the first paint, re-enables the preloads and swaps the inert start
 * script for a live copy at the same place in the document. The copy's text
 * is the inert script's, so the page's script hashes allow it.
 *
 * The browser may paint before it has parsed the whole page: the first demo's
 * preloads come after this script, and on a long page they were not there yet
 * when it ran, so they stayed inert for good (CI run 150). What the parser adds
 * later is enabled once it has finished.
 *
 * The start script goes live first, and the preloads follow in tasks of about
 * PRELOAD_TASK_BUDGET_MS each: turning a link into a module preload costs the
 * main thread 0.2 ms on average here but up to 5 ms for one (no CPU
 * slowdown), more under a tracing profiler, and the Data Grid overview has 98
 * of them. All in one task, that was 37 to 50 ms, the page's third longest in
 * Lighthouse's trace; in batches of eight, up to 13.7 ms a batch on the custom
 * field page in Lighthouse's trace. A hidden tab (a link opened in a new tab) has no
 * reader to keep waiting, and Chromium throttles its timers (to about one a
 * second, by its documentation): there they are all turned on at once.
 */
const START_AFTER_PAINT_SCRIPT = `(function(){var d=document,s=d.currentScript,started=false,queue=[],pumping=false;s&&s.remove();function pump(){var hidden=d.visibilityState==='hidden',began=performance.now();while(queue.length){queue.shift().rel='modulepreload';if(!hidden&&performance.now()-began>=${PRELOAD_TASK_BUDGET_MS})break}pumping=queue.length>0;if(pumping)setTimeout(pump,0)}function enable(){var inert=d.querySelector('script[type="${INERT_MODULE_TYPE}"]');if(inert){var live=d.createElement('script');live.type='module';live.textContent=inert.textContent;inert.replaceWith(live)}d.querySelectorAll('link[rel="${INERT_PRELOAD_REL}"]').forEach(function(l){if(queue.indexOf(l)<0)queue.push(l)});if(!pumping)pump()}function start(){if(started)return;started=true;enable();if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',enable)}requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,${FALLBACK_START_MS})})();`;

const STATIC_ROUTE_IMPORT = /^import \* as (\w+) from ("[^"]+");$/gm;

/**
 * Remix's start script imports every route module of the page statically, so
 * the browser evaluates them, and all they import, in one task: 17 to 46 ms on
 * the Data Grid overview with no CPU slowdown, React DOM's start-up included.
 * Imported one after the other, each route's modules are evaluated in a task
 * of their own, and the reader's input can be handled between them. The
 * namespace objects are the same as a static import gives.
 */
export function importRoutesOneByOne(startScript: string): string {
  return startScript.replace(STATIC_ROUTE_IMPORT, (_, name: string, url: string) => `const ${name} = await import(${url});`);
}

/** The page with its code started after the first paint; null when it has no start script to defer. */
export function startAfterFirstPaint(html: string): string | null {
  const start = START_MODULE.exec(html);
  if (!start) return null;
  return html
    .replace(MODULE_PRELOAD, (_, href: string) => `<link rel="${INERT_PRELOAD_REL}" href="${href}"/>`)
    .replace(
      START_MODULE,
      (_, body: string) =>
        `<script type="${INERT_MODULE_TYPE}">${importRoutesOneByOne(body)}</script><script>${START_AFTER_PAINT_SCRIPT}</script>`,
    );
}
