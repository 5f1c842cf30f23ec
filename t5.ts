import { readFileSync } from 'node:fs';
import { createHwpReader } from './src/main/hwp/pool';
import { hwpDocument } from './src/main/ingest/formats/hwp';
import { chunkDocument } from './src/main/ingest/structure/chunker';
import * as F from './test/helpers/hwp-fixtures';
const r = createHwpReader({ script: new URL('./src/main/hwp/worker.mjs', import.meta.url).pathname });
const show = async (name: string, bytes: Buffer) => {
  try {
    const x = await r.parse(bytes);
    const d = hwpDocument(x);
    console.log('==', name, x.pageMode, d.pageCount, d.pageBasis, d.tables?.length);
    for (const c of chunkDocument(d.lines, undefined, d.tables)) console.log('--', c.chunk_index, c.article, c.start_page, c.table, '\n' + c.text);
    console.log(JSON.stringify(d.tables?.[0]?.table.structure));
    console.log(d.pages.map(p => p.number + ':' + p.text.slice(0, 80).replace(/\n/g, '⏎')).join('\n'));
  } catch (e) { console.log(name, 'ERR', (e as any).failure ?? (e as any).reason ?? e); }
};
await show('annex', await F.hwpxFrom(F.ANNEX_4_MARKDOWN));
await show('parking', await F.hwpxFrom(F.PARKING_MARKDOWN));
await show('decree-layout', await F.withLayout(await F.hwpxFrom(F.decreeMarkdown('v1')), [5]));
await show('enc', await F.encryptedHwpx(await F.hwpxFrom(F.decreeMarkdown('v1'))));
await show('drm5', F.hwp5Container(F.HWP5_FLAGS.drm));
await show('enc5', F.hwp5Container(F.HWP5_FLAGS.encrypted));
await show('bad5', F.hwp5Container(0));
const full = await F.hwpxFrom(F.decreeMarkdown('v1'));
await show('trunc', full.subarray(0, Math.floor(full.length * 0.6)));
try { const dr = await r.drawPage(await F.withLayout(await F.hwpxFrom(F.decreeMarkdown('v1')), [5]), 2); console.log('draw', dr.pageCount, dr.svg.length); } catch (e) { console.log('draw err', (e as any).failure); }
await r.close();
