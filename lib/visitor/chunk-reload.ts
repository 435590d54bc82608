/**
 * Chunk-load failures (spec section 8): a script the page needs failed to load, most often because
 * a new build replaced it. The page reloads, at most once per 10 s per path, so a chunk that is
 * really missing cannot cause a reload loop. This runs as an inline <head> script, so it also
 * covers the page's first scripts, before React has started.
 */
import { CHUNK_RELOAD_GUARD_MS } from '@/lib/constants';

const CHUNK_RELOAD_KEY_PREFIX = 'chunk-reload:';

/** Messages of failed dynamic imports in Chromium, Firefox, Safari, webpack and Turbopack. */
const CHUNK_FAILURE_MESSAGE =
  'ChunkLoadError|Loading (CSS )?chunk [\\w/.-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed';

export function chunkReloadScript(guardMs: number = CHUNK_RELOAD_GUARD_MS): string {
  const options = { prefix: CHUNK_RELOAD_KEY_PREFIX, guard: guardMs, message: CHUNK_FAILURE_MESSAGE };
  return `(function(o){var re=new RegExp(o.message,'i');
function reload(){try{var k=o.prefix+location.pathname,now=Date.now(),last=Number(sessionStorage.getItem(k));
if(last>0&&now-last<o.guard)return;sessionStorage.setItem(k,String(now));}catch(e){return;}location.reload();}
addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='SCRIPT'&&/\\/_next\\/static\\//.test(t.src||''))reload();},true);
addEventListener('unhandledrejection',function(e){var r=e.reason;var s=r?String(r.name||'')+' '+String(r.message||r):'';if(re.test(s))reload();});
})(${JSON.stringify(options)});`;
}
