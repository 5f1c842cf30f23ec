// npm run bench:search [-- --chunks N --queries N]
// Search latency on a synthetic library: N chunks (default 100,000) of Korean regulation-like text with
// 384-dimensional vectors, searched by hybrid search (FTS5 trigram + sqlite-vec KNN + RRF) and, in the same run
// over the same vectors, by a brute-force cosine scan in JavaScript (Float32Array). Prints p50/p95 and the
// ratio, for docs/benchmarks.md.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, platform, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { createLawNameResolver, seedLawNames } from '../src/main/retrieval/law-names';
import { createSearch } from '../src/main/retrieval/search';
import { lazyEveryday } from '../src/main/retrieval/everyday-index';
import { candidateCount, createVectorIndex } from '../src/main/retrieval/vector';
import { openStore } from '../src/main/store';
import { createBigramIndexer } from '../src/main/store/bigrams';
import { createVectorRepository, ensureEmbeddingSpace, vectorBlob } from '../src/main/store/vectors';

const options = new Command()
  .option('--chunks <n>', 'synthetic chunks', '100000')
  .option('--queries <n>', 'timed queries', '200')
  .parse()
  .opts<{ chunks: string; queries: string }>();
const CHUNKS = Number(options.chunks);
const QUERIES = Number(options.queries);
const DIMENSION = 384;
const K = 8;

// Deterministic pseudo-random numbers (mulberry32), so every run builds the same library.
let seed = 20261122;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

const NOUNS = ['건폐율', '용적률', '건축물', '대지', '도로', '주차장', '부설주차장', '용도지역', '제1종일반주거지역', '제2종일반주거지역', '준주거지역', '일반상업지역', '녹지지역', '계획관리지역', '지구단위계획', '개발행위허가', '건축허가', '건축신고', '용도변경', '사용승인', '피난계단', '직통계단', '방화구획', '내화구조', '승강기', '조경', '공개공지', '건축선', '높이', '층수', '연면적', '바닥면적', '기반시설', '도시ㆍ군계획시설', '공작물', '가설건축물', '옹벽', '너비', '거리', '면적', '조례', '시장ㆍ군수', '국토교통부장관', '기계식주차장', '노외주차장', '주차구획', '일조', '채광', '창문', '복도'];
const WORDS = ['다음', '각', '호의', '어느', '하나에', '해당하는', '경우에는', '범위에서', '따른', '이하로', '이상인', '정하는', '비율', '기준', '설치하여야', '한다', '있다', '아니하다', '대통령령으로', '국토교통부령으로', '도시ㆍ군계획조례로', '제1항에', '불구하고', '미터', '제곱미터', '퍼센트', '이내', '다만', '그러하지', '이 경우'];
// Words follow Zipf's law, as in real text: the statute vocabulary above plus 4,000 made-up words.
const SYLLABLES = '가나다라마바사아자차카타파하거너더러머버서어저처커터퍼허고노도로모보소오조초코토포호구누두루무부수우주추쿠투푸후기니디리미비시이지치키티피히건설축물용적률폐지역대공원';
const invented = Array.from({ length: 4000 }, () => Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick([...SYLLABLES])).join(''));
const vocabulary = [...WORDS, ...NOUNS, ...invented];
const zipfWeights = vocabulary.map((_, rank) => 1 / (rank + 1) ** 1.05);
const zipfTotal = zipfWeights.reduce((a, b) => a + b, 0);
const zipfCumulative = zipfWeights.map(((sum) => (weight: number) => (sum += weight / zipfTotal))(0));
const word = () => {
  const r = random();
  let low = 0;
  let high = zipfCumulative.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (zipfCumulative[mid]! < r) low = mid + 1;
    else high = mid;
  }
  return vocabulary[low]!;
};
const sentence = () => Array.from({ length: 12 + Math.floor(random() * 12) }, word).join(' ') + '.';

const unit = (vector: Float32Array) => {
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm);
  for (let i = 0; i < vector.length; i++) vector[i]! /= norm;
  return vector;
};
// Vectors with the structure of a library: 300 topics, 3,000 subtopics around them, chunks around those.
const near = (centre: Float32Array, spread: number) => unit(Float32Array.from(centre, (value) => value + spread * gaussian()));
const topics = Array.from({ length: 300 }, () => unit(Float32Array.from({ length: DIMENSION }, gaussian)));
const subtopics = Array.from({ length: 3000 }, (_, i) => near(topics[i % topics.length]!, 0.06));

const scratch = mkdtempSync(join(tmpdir(), 'geungeo-bench-search-'));
const store = openStore(join(scratch, 'bench.db'));
seedLawNames(store.db, fileURLToPath(new URL('../resources', import.meta.url)));
ensureEmbeddingSpace(store.db, { modelId: 'bench/random-384', dimension: DIMENSION });

const buildStart = performance.now();
const all = new Float32Array(CHUNKS * DIMENSION);
const insertDocument = store.db.prepare(`INSERT INTO documents (file_name, file_hash, law_name, law_kind, page_count, bytes) VALUES (?, ?, ?, '시행령', 100, 1)`);
const insertChunk = store.db.prepare(`INSERT INTO chunks (document_id, chunk_index, start_page, end_page, article, article_title, text, chunk_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
const vectorRepository = createVectorRepository(store.db);
const indexBigrams = createBigramIndexer(store.db);
store.db.transaction(() => {
  const documents = Math.max(1, Math.round(CHUNKS / 1000));
  for (let d = 0; d < documents; d++) insertDocument.run(`synthetic-${d}.pdf`, d.toString(16).padStart(64, '0'), `합성 법령 ${d} 시행령`);
  for (let i = 0; i < CHUNKS; i++) {
    const article = `제${(i % 900) + 1}조`;
    const title = `${pick(NOUNS)}의 ${pick(['기준', '설치', '제한', '산정', '특례'])}`;
    const text = `${article}(${title})\n${sentence()} ${sentence()} ${sentence()}`;
    const id = insertChunk.run((i % documents) + 1, Math.floor(i / documents), 1 + (i % 100), 1 + (i % 100), article, title, text, `h${i}`).lastInsertRowid;
    indexBigrams(id, text, title);
    const vector = near(subtopics[i % subtopics.length]!, 0.03);
    all.set(vector, i * DIMENSION);
    vectorRepository.insert(Number(id), vector);
  }
})();
const buildSeconds = (performance.now() - buildStart) / 1000;

// Questions name two or three words of the library's middle range of frequency, and a framing word.
const queries = Array.from({ length: QUERIES + 20 }, () => ({
  text: `${vocabulary[30 + Math.floor(random() * 1500)]} ${vocabulary[30 + Math.floor(random() * 1500)]} ${random() < 0.5 ? vocabulary[30 + Math.floor(random() * 3000)] : ''} ${random() < 0.5 ? '기준' : '얼마야'}`,
  vector: near(subtopics[Math.floor(random() * subtopics.length)]!, 0.036),
}));
let current = queries[0]!;
// As the app searches: with the shipped everyday index (resources/everyday-index), built before the timed queries.
const { everyday, everydayParts } = lazyEveryday(fileURLToPath(new URL('../resources', import.meta.url)));
everyday('warm-up', 1);
const search = createSearch(store.db, {
  laws: createLawNameResolver(store.db),
  queryVector: async () => ({ vector: current.vector, floor: { strict: 0.9, loose: 0.85 } }),
  everyday,
  everydayParts,
});
const vectors = createVectorIndex(store.db);

function bruteForce(query: Float32Array, k: number): number[] {
  const scores = new Float32Array(CHUNKS);
  for (let row = 0; row < CHUNKS; row++) {
    let dot = 0;
    const offset = row * DIMENSION;
    for (let i = 0; i < DIMENSION; i++) dot += all[offset + i]! * query[i]!;
    scores[row] = dot; // vectors are unit length: cosine similarity
  }
  // Partial selection of the k best.
  const best: number[] = [];
  for (let row = 0; row < CHUNKS; row++) {
    if (best.length < k || scores[row]! > scores[best[best.length - 1]!]!) {
      best.push(row);
      best.sort((a, b) => scores[b]! - scores[a]!);
      if (best.length > k) best.pop();
    }
  }
  return best.map((row) => row + 1);
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function time(run: (query: (typeof queries)[number]) => unknown | Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const samples: number[] = [];
  for (const [index, query] of queries.entries()) {
    current = query;
    const start = performance.now();
    await run(query);
    if (index >= 20) samples.push(performance.now() - start); // the first 20 warm caches and the JIT
  }
  samples.sort((a, b) => a - b);
  return { p50: samples[Math.floor(samples.length / 2)]!, p95: samples[Math.floor(samples.length * 0.95)]! };
}

const hybrid = await time((query) => search(query.text, { topK: K }));
const knn = await time((query) => vectors.nearest(query.vector, 20));
// The everyday index alone, on questions as people post them (eval/questions-dev.json: stories of 2–4 sentences, the
// longest input it ranks): its cost grows with the question's bigrams, not with the library.
const posts: string[] = JSON.parse(readFileSync(new URL('../eval/questions-dev.json', import.meta.url), 'utf8')).map((question: { question: string }) => question.question);
const everydayAlone = await time(() => everyday(posts[Math.floor(random() * posts.length)]!, 20));
const brute = await time((query) => bruteForce(query.vector, 20));

// Recall of the binary first pass + float32 re-scoring against the exact brute-force scan.
const recall = (k: number) => {
  let agree = 0;
  for (const query of queries.slice(0, 50)) {
    const exact = new Set(bruteForce(query.vector, k));
    agree += vectors.nearest(query.vector, k).filter((hit) => exact.has(hit.id)).length;
  }
  return agree / (50 * k);
};
const recall10 = recall(10);
const recall20 = recall(20);

// The binary pass's cost grows with the number of candidates it keeps: the trade-off, measured.
const rawVectors = (candidates: number, k: number) =>
  store.db
    .prepare(
      `WITH coarse AS (SELECT chunk_id, embedding FROM chunk_vectors WHERE embedding_coarse MATCH vec_quantize_binary(@q) AND k = @candidates)
       SELECT chunk_id AS id, vec_distance_cosine(embedding, @q) AS distance FROM coarse ORDER BY distance LIMIT @k`,
    );
const tradeOff: string[] = [];
for (const candidates of [20, 40, 80]) {
  const statement = rawVectors(candidates, 10);
  const timing = await time((query) => statement.all({ q: vectorBlob(query.vector), candidates, k: 10 }));
  let agree = 0;
  for (const query of queries.slice(0, 50)) {
    const exact = new Set(bruteForce(query.vector, 10));
    agree += (statement.all({ q: vectorBlob(query.vector), candidates, k: 10 }) as { id: number }[]).filter((hit) => exact.has(hit.id)).length;
  }
  tradeOff.push(`| ${candidates} | ${ms(timing.p50)} | ${(agree / 500).toFixed(3)} |`);
}
const exactKnn = store.db.prepare('SELECT chunk_id AS id FROM chunk_vectors WHERE embedding MATCH ? AND k = 10');
const exactTiming = await time((query) => exactKnn.all(vectorBlob(query.vector)));
store.close();
rmSync(scratch, { recursive: true, force: true });

console.log(`### Search benchmark — ${new Date().toISOString().slice(0, 10)}

Machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, ${platform()} ${release()}, Node ${process.versions.node}.
Library: ${CHUNKS.toLocaleString('en-US')} synthetic chunks (~300 characters of regulation-like Korean each), unit ${DIMENSION}-d vectors around 3,000 subtopics of 300 topics; built in ${buildSeconds.toFixed(0)} s. ${QUERIES} timed queries after 20 warm-up queries.

| What | p50 | p95 |
|---|---:|---:|
| Hybrid search (query plan + FTS5 trigram/bigram + sqlite-vec KNN + RRF + relevance floor, top ${K}) | ${ms(hybrid.p50)} | ${ms(hybrid.p95)} |
| — the everyday index alone, on ${posts.length} real posts (stories, 질의, FAQ titles) | ${ms(everydayAlone.p50)} | ${ms(everydayAlone.p95)} |
| — of which the vector side alone (sqlite-vec binary pass, ${candidateCount(20, false)} candidates, float32 re-scoring to 20) | ${ms(knn.p50)} | ${ms(knn.p95)} |
| Brute-force cosine scan in JavaScript (Float32Array, top 20) | ${ms(brute.p50)} | ${ms(brute.p95)} |
| **Ratio hybrid / brute force (p50)** | **${(hybrid.p50 / brute.p50).toFixed(2)}×** | |

Recall of the vector side against the exact scan (50 queries): ${recall10.toFixed(3)} at 10, ${recall20.toFixed(3)} at 20.

Binary first pass vs candidates kept (float32 re-scoring to the top 10), against sqlite-vec's exact float32 search
(${ms(exactTiming.p50)} p50, recall 1.000):

| Candidates | p50 | recall@10 |
|---:|---:|---:|
${tradeOff.join('\n')}
`);
