import { COLOR_MODE_STORAGE_KEY, COLOR_SCHEME_ATTRIBUTE } from './theme-state';

/**
 * The cookie is read as readCookie reads it (the first of that name, as sent), so the
 * scheme painted here is the one the server rendered and the settings show.
 *
 * Runs in <head> before anything paints: picks the scheme from the stored
 * mode (localStorage, else the cookie, else the system) and sets it on <html>,
 * so no reader ever sees a frame in the wrong scheme. Readers without
 * JavaScript get the server's attribute or the media-query fallback instead.
 */
export const COLOR_SCHEME_INIT_SCRIPT = `(function(){try{var d=document.documentElement,m=null;try{m=localStorage.getItem('${COLOR_MODE_STORAGE_KEY}')}catch(e){}if(m!=='light'&&m!=='dark'&&m!=='system'){var c=/(?:^|;)\\s*${COLOR_MODE_STORAGE_KEY}\\s*=\\s*([^;]*?)\\s*(?:;|$)/.exec(document.cookie);m=c&&/^(light|dark|system)$/.test(c[1])?c[1]:'system'}var s=m==='system'?(window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):m;d.setAttribute('${COLOR_SCHEME_ATTRIBUTE}',s)}catch(e){}})();`;
