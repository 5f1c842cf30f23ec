// The test corpus in the repository: real statutes as PDFs and as the Markdown they were rendered from.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { corpusPdfDir, statutesDir } from '../../scripts/corpus-location';

export { corpusPdfDir };
export const corpusLawsDir = statutesDir;
export const decreePdf = join(corpusPdfDir, '국토의계획및이용에관한법률_시행령.pdf');

export const corpusPdfs = (): string[] => readdirSync(corpusPdfDir).filter((file) => file.endsWith('.pdf'));

/** Page count as poppler's pdfinfo reads it: an independent check on ours. */
export function pdfinfoPages(file: string): number {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)![1]);
}

/** The text of one page as poppler's pdftotext reads it. */
export function pdftotextPage(file: string, page: number): string {
  return execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-layout', file, '-'], { encoding: 'utf8' });
}
