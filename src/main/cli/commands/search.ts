import type { Command } from 'commander';
import type { SearchHit } from '../../../shared/contract';
import { articleLabel, pageLabel } from '../../../shared/labels';
import { withCore, type CoreOptions } from '../context';
import { printJson, type CliIO } from '../output';

interface SearchOptions extends CoreOptions {
  k?: string;
  law?: string[];
  kind?: string[];
  json?: boolean;
  pages?: boolean;
  window?: string;
  sort?: string;
}

const integer = (value: string | undefined) => (value === undefined ? undefined : Number(value));

export function registerSearch(program: Command, io: CliIO): void {
  program
    .command('search')
    .description('find the passages that answer a question (hybrid: FTS5 trigram + vectors when present)')
    .argument('<query>', 'question or words, e.g. "제2종일반주거지역 건폐율" or "국토계획법 시행령 84조"')
    .option('--db <file>', 'database file (default: $GEUNGEO_DB, else the desktop app’s database)')
    .option('--models <dir>', 'extra folder to look for models in (default: $GEUNGEO_MODELS_DIR)')
    .option('--k <n>', 'number of hits (default 8)')
    .option('--law <name...>', 'only these statutes (full names, e.g. "건축법 시행령")')
    .option('--kind <kind...>', 'only these kinds: 법률 시행령 시행규칙 조례 기타')
    .option('--pages', 'rank pages instead of chunks (±window pages around each hit)')
    .option('--window <n>', 'with --pages: pages before and after each hit (default 1)')
    .option('--sort <order>', 'with --pages: score (default) or page')
    .option('--json', 'print JSON')
    .action(async (query: string, options: SearchOptions) => {
      const filter = options.law || options.kind ? { law_name: options.law, law_kind: options.kind as never } : undefined;
      const common = { query, topK: integer(options.k), filter };
      if (options.pages) {
        const result = await withCore(options, io.env, ({ call }) =>
          call('search.pages', { ...common, pageWindow: integer(options.window), sortBy: options.sort as never }),
          { needsLibrary: true, tell: io.stderr },
        );
        if (options.json) return printJson(io, result);
        if (result.no_content) return io.stdout('Nothing in the ingested documents matches this question (NO_CONTENT).\n');
        for (const page of result.pages) io.stdout(`${page.score.toFixed(3)}  ${page.file_name} p.${page.page_number} (${page.chunk_count} chunks)\n`);
        return;
      }
      const result = await withCore(options, io.env, ({ call }) => call('search.query', common), { needsLibrary: true, tell: io.stderr });
      if (options.json) return printJson(io, { hits: result.hits, no_content: result.no_content, mode: result.mode, threshold: result.threshold, query: result.query });
      if (result.no_content) return io.stdout('Nothing in the ingested documents matches this question (NO_CONTENT).\n');
      result.hits.forEach((hit, index) => io.stdout(`${index + 1}. ${describe(hit)}\n   ${preview(hit.text)}\n`));
    });
}

export function describe(hit: SearchHit): string {
  const article = hit.article ? ` ${articleLabel(hit.article, hit.article_title)}` : '';
  return `${hit.law_name ?? hit.file_name}${article} ${pageLabel(hit.start_page, hit.end_page)}  [score ${hit.score.toFixed(4)}, distance ${hit.distance.toFixed(3)}]`;
}

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > 160 ? `${flat.slice(0, 160)}…` : flat;
}
