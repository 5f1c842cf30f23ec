import { readFileSync } from 'node:fs';
import { createHwpReader } from './src/main/hwp/pool';
const r = createHwpReader({ script: new URL('./src/main/hwp/worker.mjs', import.meta.url).pathname });
for (const f of ['/tmp/k/t1.hwpx', '/tmp/k/kf/HWP5-password-123456.hwpx', '/tmp/k/kf/HWP3-password-123456.hwp', '/tmp/k/kf/dummy.hwpx']) {
  try { const x = await r.parse(readFileSync(f)); console.log(f, x.pageMode, x.pageCount, x.blocks.length, JSON.stringify(x.blocks).slice(0, 200)); } catch (e) { console.log(f, 'ERR', (e as any).failure); }
}
try { console.log(await r.parse(Buffer.from('%PDF-1.4 hello'))); } catch (e) { console.log('ERR', (e as any).failure); }
try { const d = await r.drawPage(readFileSync('/tmp/k/t1.hwpx'), 1); console.log(d.pageCount, d.svg.length, d.svg.slice(0, 400)); } catch (e) { console.log('draw ERR', (e as any).failure); }
await r.close();
