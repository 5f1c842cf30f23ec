import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { CATEGORY_IDS, CategoryIdSchema } from '../../../shared/understand-contract';
import { GeungeoError } from '../../../shared/errors';
import { withCore, type CoreOptions } from '../context';
import { printJson, type CliIO } from '../output';

interface ClassifyOptions extends CoreOptions {
  json?: boolean;
  correct?: string[];
}

export function registerClassify(program: Command, io: CliIO): void {
  program
    .command('classify')
    .description('which of the nine question categories a question belongs to, how sure, and whether Geungeo would ask back')
    .argument('[query]', 'e.g. "2종일반주거 건폐율 얼마예요?"')
    .option('--correct <id_and_category...>', `label classification <id> as <category> (${CATEGORY_IDS.join(', ')}); the classifier learns it at once`)
    .option('--db <file>', 'database file (default: $GEUNGEO_DB, else the desktop app’s database)')
    .option('--models <dir>', 'extra folder to look for models in (default: $GEUNGEO_MODELS_DIR)')
    .option('--json', 'print one JSON object: category, label, confidence, top3, pattern, route, classifier, id')
    .action(async (query: string | undefined, options: ClassifyOptions) => {
      if (options.correct) {
        const [id, category, ...rest] = options.correct;
        const parsedCategory = CategoryIdSchema.safeParse(category);
        if (!id || !/^\d+$/.test(id) || !parsedCategory.success || rest.length > 0 || query !== undefined) {
          throw new GeungeoError('INVALID_INPUT', 'Use: geungeo classify --correct <id> <category>.', { hint: `the id is the one \`geungeo classify\` printed; the category one of ${CATEGORY_IDS.join(', ')}` });
        }
        const corrected = await withCore(options, io.env, ({ call }) => call('understand.correct', { id: Number(id), category: parsedCategory.data }));
        if (options.json) return printJson(io, corrected);
        io.stdout(`classification ${corrected.id} → ${corrected.category}: "${corrected.query}" is now a labelled example (${corrected.examples} from reviewers)\n`);
        return;
      }
      if (query === undefined) throw new GeungeoError('INVALID_INPUT', 'Give a question to classify.', { hint: 'geungeo classify "여기 카페 돼요?"' });
      const result = await withCore(options, io.env, ({ call }) => call('understand.classify', { query }));
      const { id, category, label, confidence, top3, pattern, route, classifier, missing, short } = result;
      if (options.json) return printJson(io, { category, label, confidence, top3, pattern, route, classifier, id, missing, short });
      io.stdout(`${label} (${category})  confidence ${confidence.toFixed(3)}  pattern ${pattern} → ${route}\n`);
      top3.forEach((item, index) => io.stdout(`  ${index + 1}. ${item.label.padEnd(12)} p=${item.confidence.toFixed(3)}\n`));
      if (missing.length > 0) io.stdout(`missing: ${missing.join(', ')} (asked for before answering)\n`);
      io.stderr(`(${classifier} classifier · id ${id}: correct with \`geungeo classify --correct ${id} <category>\`)\n`);
    });

  program
    .command('classifier')
    .description('the question classifier’s labelled examples')
    .command('export-examples')
    .description('write every labelled example (category file, keywords, reviewers’ corrections) as JSON Lines {"text","label"} for fine-tuning')
    .option('--out <file>', 'write to this file instead of standard output')
    .option('--db <file>', 'database file (default: $GEUNGEO_DB, else the desktop app’s database)')
    .action(async (options: CoreOptions & { out?: string }) => {
      const examples = await withCore(options, io.env, async ({ core }) => core.understander.exportExamples());
      const lines = examples.map((example) => JSON.stringify({ text: example.text, label: example.category, source: example.source })).join('\n') + '\n';
      if (options.out) {
        writeFileSync(options.out, lines);
        io.stderr(`${examples.length} examples written to ${options.out}\n`);
      } else io.stdout(lines);
    });
}
