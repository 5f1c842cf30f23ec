import { lazyEverydayRanker } from '../src/main/retrieval/everyday-index';
const r = lazyEverydayRanker('/work/main/resources');
console.log(r(process.argv[2]!, 5));
