// Loader hook of module-log.mjs: runs on the loader thread and logs each ES module as it is loaded.
import { appendFileSync } from 'node:fs';

export async function load(url, context, nextLoad) {
  if (process.env.GEUNGEO_MODULE_LOG) appendFileSync(process.env.GEUNGEO_MODULE_LOG, `${url}\n`);
  return nextLoad(url, context);
}
