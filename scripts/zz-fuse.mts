import { readFileSync } from 'node:fs';
import { openCorpusCore } from './corpus-core';
import { loadEverydayIndex } from '../src/main/retrieval/everyday-index';
const entries = loadEverydayIndex('/work/main/resources');
const has = new Set(entries.map((e) => `${e.law} ${e.article}`));
const { core, done } = await openCorpusCore('/work/notes/eval.db', 'x');
for (const set of process.argv.slice(2)) {
  const qs = JSON.parse(readFileSync(`eval/${set}`, 'utf8')).filter((q: any) => q.kind !== 'offtopic' && (q.articles ?? [q.article]).some((a: string) => has.has(`${q.law} ${a}`)));
  let r1 = 0, r5 = 0;
  for (const q of qs) {
    const arts: string[] = q.articles ?? [q.article];
    const hits = (await core.search(q.question, { topK: 10 })).hits;
    const i = hits.findIndex((h) => h.law_name === q.law && arts.includes(h.article ?? ''));
    if (i === 0) r1++; if (i >= 0 && i < 5) r5++;
    if (process.env.V && i !== 0) console.log(q.id, i, q.question.slice(0, 50), '→', q.law, arts[0], '| got', hits[0]?.law_name, hits[0]?.article);
  }
  console.log(set, qs.length, '@1', (r1 / qs.length).toFixed(3), '@5', (r5 / qs.length).toFixed(3));
}
await done();
