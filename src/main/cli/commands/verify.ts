import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { GeungeoError } from '../../../shared/errors';
import { verificationReport } from '../../../shared/verification-report';
import { withCore, type CoreOptions } from '../context';
import { printJson, type CliIO } from '../output';

interface VerifyOptions extends CoreOptions {
  question: string;
  answer?: string;
  answerFile?: string;
  llm?: string;
  baseUrl?: string;
  model?: string;
  apiKey?: string;
  json?: boolean;
}

export function registerVerify(program: Command, io: CliIO): void {
  program
    .command('verify')
    .description('check an answer against the rule tables and the ingested statutes (exit code 0 whatever the verdict)')
    .requiredOption('--question <text>', 'the question the answer was for')
    .option('--answer <text>', 'the answer to check')
    .option('--answer-file <file>', 'read the answer from a UTF-8 file')
    .option('--db <file>', 'database file (default: $GEUNGEO_DB, else the desktop app’s database)')
    .option('--models <dir>', 'extra folder to look for models in (default: $GEUNGEO_MODELS_DIR)')
    .option('--llm <provider>', 'none (deterministic checks only), openai, ollama, llamacpp, lmstudio or custom (default: as configured)')
    .option('--base-url <url>', 'an OpenAI-compatible server (default: $GEUNGEO_LLM_BASE_URL)')
    .option('--model <name>', 'model name (default: $GEUNGEO_LLM_MODEL)')
    .option('--api-key <key>', 'API key (better: $OPENAI_API_KEY or $GEUNGEO_LLM_API_KEY)')
    .option('--json', 'print the VerificationResult as JSON: status, score, issues, warnings, details, recommendation, report')
    .action(async (options: VerifyOptions) => {
      const answer = readAnswer(options);
      const result = await withCore(
        options,
        io.env,
        ({ call }) => call('verify.answer', { question: options.question, answer, llm: options.llm?.toLowerCase() === 'none' ? 'none' : undefined }),
        { llmFlags: { llm: options.llm, baseUrl: options.baseUrl, model: options.model, apiKey: options.apiKey }, needsLibrary: true, tell: io.stderr },
      );
      if (options.json) {
        const { status, score, issues, warnings, details, recommendation, report } = result;
        return printJson(io, { status, score, issues, warnings, details, recommendation, report });
      }
      io.stdout(verificationReport(result));
    });
}

function readAnswer(options: VerifyOptions): string {
  if ((options.answer === undefined) === (options.answerFile === undefined)) {
    throw new GeungeoError('INVALID_INPUT', 'Give the answer with exactly one of --answer or --answer-file.', { hint: 'e.g. --answer-file answer.txt' });
  }
  if (options.answer !== undefined) return options.answer;
  try {
    return readFileSync(options.answerFile!, 'utf8');
  } catch {
    throw new GeungeoError('INVALID_INPUT', `Cannot read ${options.answerFile}.`, { hint: 'check the path of the answer file' });
  }
}
