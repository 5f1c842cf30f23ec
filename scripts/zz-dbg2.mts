import { openCorpusCore } from './corpus-core';
const { core, done } = await openCorpusCore('/work/notes/eval.db', 'x');
const r: any = await core.chat.ask({ question: process.argv[2]!, llm: 'none', clarify: false });
console.log(r.answer.slice(0, 300), r.verification?.status); console.log(JSON.stringify(r.verification?.issues ?? r.verification, null, 1).slice(0, 2500));
await done();
