// npm run bench:ingest [-- --runs N]
// Ingestion speed over the corpus PDFs (parse + chunk + index, no embeddings), side by side in the same run
// with poppler's pdftotext over the same files; the same statutes as HWPX (made from the Markdown the PDFs were
// rendered from, with kordoc's markdownToHwpx) against those PDFs; then embedding speed with the tiny model.
// Each round runs every measurement once, one after the other (ingest, pdftotext, the PDF text stage
// alone, pdfjs ingest), so that a busy machine slows them alike; the ratio is the median of the rounds' ratios.
// Prints a Markdown report for docs/benchmarks.md.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, freemem, platform, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { markdownToHwpx } from 'kordoc';
import { createGeungeo } from '../src/main/core';
import { createPdfParser } from '../src/main/ingest/pdf/pool';
import { sourceWorkerScripts } from '../src/main/workers/worker-script';
import { TINY_MODEL_ID, writeTinyEmbeddingModel } from '../src/main/models/tiny-model';
import { splitFrontMatter } from '../src/main/ingest/formats/front-matter';
import { corpusPdfDir, statutesDir } from './corpus-location';

const options = new Command()
  .option('--runs <n>', 'timed runs of each measurement (the median is reported)', '3')
  .option('--corpus <dir>', 'folder of PDFs (default: the shared corpus)')
  .option('--no-pdfjs', 'skip the comparison ingest with pdfjs (the engine before PDFium)')
  .option('--no-hwpx', 'skip the HWPX ingest of the same statutes')
  .parse()
  .opts<{ runs: string; corpus?: string; pdfjs: boolean; hwpx: boolean }>();
const runs = Math.max(1, Number(options.runs));
const corpus = options.corpus ?? corpusPdfDir;
const pdfs = readdirSync(corpus).filter((file) => file.endsWith('.pdf')).map((file) => join(corpus, file));
const scratch = mkdtempSync(join(tmpdir(), 'geungeo-bench-'));

/**
 * The statutes the corpus PDFs were rendered from, as HWPX files made by kordoc (no Hangul layout cache: virtual
 * pages), each opening with the one-line summary of its front matter, as the PDFs' first page carries it.
 */
async function writeHwpxCorpus(dir: string): Promise<number> {
  mkdirSync(dir, { recursive: true });
  let written = 0;
  for (const law of readdirSync(statutesDir)) {
    for (const file of readdirSync(join(statutesDir, law)).filter((name) => name.endsWith('.md'))) {
      const { data, body } = splitFrontMatter(readFileSync(join(statutesDir, law, file), 'utf8'));
      const summary = data ? `${data['제목']} | ${data['법령구분']} | 공포번호 ${data['공포번호']} | 공포일자 ${data['공포일자']} | 시행일자 ${data['시행일자']}\n\n` : '';
      writeFileSync(join(dir, `${law}_${file.replace(/\.md$/, '')}.hwpx`), Buffer.from(await markdownToHwpx(summary + body)));
      written++;
    }
  }
  return written;
}
const hwpxDir = join(scratch, 'hwpx');
const hwpxFiles = options.hwpx ? await writeHwpxCorpus(hwpxDir) : 0;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => (ms / 1000).toFixed(2);

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

function pdftotext(file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftotext', [file, '/dev/null'], { stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pdftotext exited ${code} on ${file}`))));
  });
}

async function pdftotextAll(parallel: number): Promise<void> {
  const queue = [...pdfs];
  await Promise.all(Array.from({ length: parallel }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await pdftotext(file);
  }));
}

function hasPdftotext(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

let pages = 0;
let chunks = 0;
let dbPath = '';
const pdfWorkers = Math.min(cpus().length, 4);
const ingestTimes: number[] = [];
const pdfjsTimes: number[] = [];
const textTimes: number[] = [];
const ratios: number[] = [];
const pdfjsRatios: number[] = [];
const popplerAvailable = hasPdftotext();
const popplerSerial: number[] = [];
const popplerParallel: number[] = [];

/**
 * One whole ingest into a new database, and how long the main thread was busy in it (its event loop's active
 * time: layout, chunks, SQLite/FTS5 writes). GEUNGEO_PDF_ENGINE is read by each new worker thread.
 */
async function ingestOnce(name: string, engine: 'default' | 'pdfjs', folder = corpus): Promise<{ ms: number; mainBusyMs: number; pages: number; chunks: number }> {
  process.env.GEUNGEO_PDF_ENGINE = engine;
  const path = join(scratch, `${name}.db`);
  const core = createGeungeo({ dbPath: path, modelsDir: [], pdfWorkers });
  const loop = performance.eventLoopUtilization();
  const ms = await timed(async () => {
    const report = await core.ingest([folder], { embed: false });
    if (report.failed > 0) throw new Error(`${report.failed} files failed`);
  });
  const busy = performance.eventLoopUtilization(loop).active;
  const stats = core.store.documents.stats();
  await core.close();
  delete process.env.GEUNGEO_PDF_ENGINE;
  return { ms, mainBusyMs: busy, pages: stats.pages, chunks: stats.chunks };
}

/** The PDF stage alone: the worker pool reading every file (largest first) and laying out its lines. */
async function textStageOnce(): Promise<number> {
  const files = pdfs.map((file) => readFileSync(file)).sort((a, b) => b.length - a.length);
  const parser = createPdfParser({ script: sourceWorkerScripts().pdfParser, size: pdfWorkers });
  const ms = await timed(() => Promise.all(files.map((data) => parser.parse(data))));
  await parser.close();
  return ms;
}

const mainBusy: number[] = [];
const hwpxTimes: number[] = [];
const hwpxRatios: number[] = [];
let hwpxStats = { pages: 0, chunks: 0 };
for (let run = 0; run < runs; run++) {
  const ingest = await ingestOnce(`ingest-${run}`, 'default');
  dbPath = join(scratch, `ingest-${run}.db`);
  ({ pages, chunks } = ingest);
  ingestTimes.push(ingest.ms);
  mainBusy.push(ingest.mainBusyMs);
  if (options.hwpx) {
    const hwpx = await ingestOnce(`hwpx-${run}`, 'default', hwpxDir);
    hwpxTimes.push(hwpx.ms);
    hwpxRatios.push(hwpx.ms / ingest.ms);
    hwpxStats = { pages: hwpx.pages, chunks: hwpx.chunks };
  }
  if (popplerAvailable) {
    popplerSerial.push(await timed(() => pdftotextAll(1)));
    popplerParallel.push(await timed(() => pdftotextAll(cpus().length)));
    ratios.push(ingest.ms / popplerSerial.at(-1)!);
  }
  textTimes.push(await textStageOnce());
  if (options.pdfjs) {
    const before = await ingestOnce(`pdfjs-${run}`, 'pdfjs');
    pdfjsTimes.push(before.ms);
    if (popplerAvailable) pdfjsRatios.push(before.ms / popplerSerial.at(-1)!);
  }
}
dbPath = join(scratch, `ingest-${runs - 1}.db`);

// Embedding: the tiny generated model over the chunks of the last ingest.
const modelsDir = join(scratch, 'models');
writeTinyEmbeddingModel(join(modelsDir, TINY_MODEL_ID));
const embedTimes: number[] = [];
for (let run = 0; run < runs; run++) {
  const core = createGeungeo({ dbPath, modelsDir, embeddingModel: `${TINY_MODEL_ID}` });
  core.store.db.exec('DROP TABLE IF EXISTS chunk_vectors; DELETE FROM meta'); // every chunk pending again
  await core.embedder(); // model loading is not part of the rate
  embedTimes.push(await timed(() => core.embedPending()));
  await core.close();
}
rmSync(scratch, { recursive: true, force: true });

const ingest = median(ingestTimes);
const serial = popplerAvailable ? median(popplerSerial) : NaN;
const parallel = popplerAvailable ? median(popplerParallel) : NaN;
const embed = median(embedTimes);
const rate = (count: number, ms: number) => Math.round(count / (ms / 1000)).toLocaleString('en-US');
const ratio = (values: number[]) => (values.length > 0 ? `${median(values).toFixed(2)}×` : 'n/a');
const hwpxSection = options.hwpx
  ? `
The same ${hwpxFiles} statutes as HWPX (kordoc's markdownToHwpx from the Markdown the PDFs were rendered from; no Hangul
layout cache, so ${hwpxStats.pages} virtual pages → ${hwpxStats.chunks} chunks), ingested the same way (kordoc in HWP worker threads):

| What | Time | vs the same statutes as PDF |
|---|---:|---:|
| Geungeo ingest of the PDFs | ${seconds(ingest)} s | 1.00× |
| Geungeo ingest of the HWPX files | ${seconds(median(hwpxTimes))} s | ${ratio(hwpxRatios)} |
`
  : '';
const pdfjsRow = options.pdfjs
  ? `| Same ingest with pdfjs as the text engine (before; \`GEUNGEO_PDF_ENGINE=pdfjs\`) | ${seconds(median(pdfjsTimes))} s | ${rate(pages, median(pdfjsTimes))} | ${ratio(pdfjsRatios)} |\n`
  : '';

console.log(`### Ingest benchmark — ${new Date().toISOString().slice(0, 10)}

Machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB RAM (${Math.round(freemem() / 2 ** 30)} GiB free), ${platform()} ${release()}, Node ${process.versions.node}.
Corpus: ${pdfs.length} PDFs, ${pages} pages → ${chunks} chunks. Median of ${runs} rounds; "vs pdftotext" is the median of each round's own ratio.

| What | Time | Pages/s | vs pdftotext |
|---|---:|---:|---:|
| Geungeo ingest (direct reader, else PDFium, in ${pdfWorkers} worker threads, one file read ahead + layout + chunks + SQLite/FTS5 write) | ${seconds(ingest)} s | ${rate(pages, ingest)} | ${ratio(ratios)} |
${pdfjsRow}| pdftotext, one file after another | ${popplerAvailable ? `${seconds(serial)} s` : 'not installed'} | ${popplerAvailable ? rate(pages, serial) : ''} | 1.00× |
| pdftotext, ${cpus().length} files at a time | ${popplerAvailable ? `${seconds(parallel)} s` : 'not installed'} | ${popplerAvailable ? rate(pages, parallel) : ''} | ${popplerAvailable ? `${(parallel / serial).toFixed(2)}×` : ''} |

Where the ingest's time goes: the PDF stage alone (worker pool + line layout, no database) takes ${seconds(median(textTimes))} s;
the main thread is busy ${seconds(median(mainBusy))} s of the ingest's ${seconds(ingest)} s (layout, chunks, SQLite and FTS5 writes).

| Embedding (tiny generated model, ${chunks} chunks) | Time | Chunks/s |
|---|---:|---:|
| embedPending (tokenize + ONNX + store vectors) | ${seconds(embed)} s | ${rate(chunks, embed)} |
${hwpxSection}`);
