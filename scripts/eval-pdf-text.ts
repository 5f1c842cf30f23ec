// Quality check of PDF text extraction: the corpus PDFs were rendered from the Markdown files, so the text we
// extract from each PDF can be compared with the Markdown, character by character (whitespace aside), and the
// spaces we put where the PDF wrapped a line can be checked against the source. Run: npx tsx scripts/eval-pdf-text.ts
import { createPdfParser } from '../src/main/ingest/pdf/pool';
import { sourceWorkerScripts } from '../src/main/workers/worker-script';
import { parseMarkdown } from '../src/main/ingest/formats/markdown';
import { readFileSync, readdirSync } from 'node:fs';
import { corpusPdfDir, statutesDir } from './corpus-location';
const parser = createPdfParser({ script: sourceWorkerScripts().pdfParser });
let right = 0, wrong = 0; const examples: string[] = [];
for (const f of readdirSync(corpusPdfDir)) {
  const [law, stem] = f.replace('.pdf', '').split('_');
  const md = parseMarkdown(readFileSync(`${statutesDir}/${law}/${stem}.md`, 'utf8'));
  const mdText = md.lines.map((l) => l.text).join('\n');
  // map: compact index -> whether a space precedes that char in md
  const compact: string[] = []; const spaceBefore: boolean[] = []; let sp = false;
  for (const ch of mdText) { if (/\s/.test(ch)) { sp = true; continue; } compact.push(ch); spaceBefore.push(sp); sp = false; }
  const compactStr = compact.join('');
  const pdf = await parser.parse(readFileSync(`${corpusPdfDir}/${f}`));
  const pdfText = pdf.lines.map((l) => l.text).join('\n');
  const pc: string[] = []; const psb: boolean[] = []; sp = false;
  for (const ch of pdfText) { if (/\s/.test(ch)) { sp = true; continue; } pc.push(ch); psb.push(sp); sp = false; }
  // walk both compact strings in parallel where equal
  let i = 0, j = 0; let localRight = 0, localWrong = 0;
  while (i < pc.length && j < compact.length) {
    if (pc[i] === compact[j]) { if (psb[i] === spaceBefore[j]) localRight++; else { localWrong++; if (!/[\u2500-\u257f]/.test(compactStr.slice(Math.max(0, j - 8), j + 8))) examples.push(`${f}: pdf ${psb[i] ? 'SPACE' : 'none'} md ${spaceBefore[j] ? 'SPACE' : 'none'}: ${compactStr.slice(Math.max(0, j - 8), j)}|${compactStr.slice(j, j + 8)}`); } i++; j++; }
    else { // resync: find pc[i..i+6] in compact after j
      const key = pc.slice(i, i + 8).join(''); const k = compactStr.indexOf(key, j); if (k >= 0 && k - j < 500) { j = k; } else { i++; } }
  }
  right += localRight; wrong += localWrong; console.log(f, localWrong);
}
await parser.close();
console.log({ right, wrong, accuracy: right / (right + wrong) }); console.log(examples.join('\n'));
