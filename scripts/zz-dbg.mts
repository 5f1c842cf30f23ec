import { openCorpusCore } from './corpus-core';
const { core, done } = await openCorpusCore('/work/notes/eval.db', 'x');
const r = await core.search(process.argv[2]!, { topK: 5 });
for (const h of r.hits) console.log(h.law_name, h.article, h.score);
console.log(r.query.asked_as?.slice(0, 3));
await done();
