import type { Command } from 'commander';
import { NATIONWIDE, type AnswerResult, type AskResult, type ClarifyResult } from '../../../shared/contract';
import { pageLabel, scopeLabel } from '../../../shared/labels';
import { verificationSummary } from '../../../shared/verification-report';
import { withCore, type CoreOptions } from '../context';
import { printJson, type CliIO } from '../output';

/** The line under an answer that has no grounds, in place of a verdict. */
const NO_GROUNDS = '검증: 근거 없음 — 인용한 근거가 없어 검증할 주장이 없습니다';

interface AskOptions extends CoreOptions {
  llm?: string;
  baseUrl?: string;
  model?: string;
  apiKey?: string;
  session?: string;
  conversation?: string;
  k?: string;
  clarify?: boolean;
  stream?: boolean;
  json?: boolean;
}

export function registerAsk(program: Command, io: CliIO): void {
  program
    .command('ask')
    .description('answer a question from the ingested documents, citing them [n] (an LLM if configured, else extractively)')
    .argument('<question>', 'e.g. "서울 종로구 제2종일반주거지역 건폐율 상한은?"')
    .option('--db <file>', 'database file (default: $GEUNGEO_DB, else the desktop app’s database)')
    .option('--models <dir>', 'extra folder to look for models in (default: $GEUNGEO_MODELS_DIR)')
    .option('--llm <provider>', 'none (extractive), openai, ollama, llamacpp, lmstudio or custom (default: $GEUNGEO_LLM_PROVIDER, else the app’s settings, else none)')
    .option('--base-url <url>', 'an OpenAI-compatible server, e.g. http://127.0.0.1:11434/v1 (default: $GEUNGEO_LLM_BASE_URL)')
    .option('--model <name>', 'model name (default: $GEUNGEO_LLM_MODEL, else the provider’s)')
    .option('--api-key <key>', 'API key (better: $OPENAI_API_KEY or $GEUNGEO_LLM_API_KEY, which stay out of the shell history)')
    .option('--session <id>', 'continue this chat session (see `geungeo history`)')
    .option('--conversation <id>', 'the question is the answer to what conversation <id> asked back')
    .option('--k <n>', 'passages to retrieve (default 8)')
    .option('--no-clarify', 'never ask back: an unclear question goes straight to refine (the category is decided without asking)')
    .option('--no-stream', 'print the answer only when it is complete')
    .option('--json', 'print one JSON object: answer, mode, no_content, citations, session …')
    .action(async (question: string, options: AskOptions) => {
      let streamed = false;
      const streaming = !options.json && options.stream !== false;
      const result = await withCore(
        options,
        io.env,
        async ({ call }) => {
          const ask = (text: string, conversation: number | undefined) =>
            call('chat.ask', {
              question: text,
              session: options.session === undefined ? undefined : Number(options.session),
              conversation,
              topK: options.k === undefined ? undefined : Number(options.k),
              clarify: options.clarify,
              llm: options.llm?.toLowerCase() === 'none' ? 'none' : undefined,
            });
          let reply = await ask(question, options.conversation === undefined ? undefined : Number(options.conversation));
          // On a terminal, a question asked back is answered right here (a number picks a quick reply).
          while (reply.kind === 'clarify' && !options.json && io.prompt) {
            printClarification(io, reply);
            const typed = (await io.prompt('> '))?.trim() ?? null;
            if (!typed) return reply;
            const picked = /^\d+$/.test(typed) ? reply.clarify.choices[Number(typed) - 1] : undefined;
            reply = await ask(picked ?? typed, reply.clarify.conversation_id);
          }
          return reply;
        },
        {
          llmFlags: { llm: options.llm, baseUrl: options.baseUrl, model: options.model, apiKey: options.apiKey },
          needsLibrary: true,
          tell: io.stderr,
          emit: (event, payload) => {
            if (!streaming || event !== 'chat.token') return;
            streamed = true;
            io.stdout((payload as { token: string }).token);
          },
        },
      );
      if (result.kind === 'clarify') {
        if (options.json) return printJson(io, { clarify: result.clarify, classification: result.classification, session: result.session });
        if (!io.prompt) printClarification(io, result);
        io.stderr(`(continue with: geungeo ask --conversation ${result.clarify.conversation_id} "<your answer>")\n`);
        return;
      }
      if (options.json) return printJson(io, jsonAnswer(result));
      // Streamed tokens are the model's raw text; the final answer (markers checked) replaces them.
      if (streamed) io.stdout('\n\n---\n');
      io.stdout(`${result.answer}\n`);
      if (result.citations.length > 0 && result.mode === 'llm') {
        io.stdout('\n근거:\n');
        for (const citation of result.citations) io.stdout(`[${citation.n}] ${sourceOf(citation)}\n`);
      }
      // An answer with no grounds (nothing found, or outside building and land use) claims nothing to check: as the
      // window shows it, no verdict — a referral's 「주택임대차보호법」 is where to turn, not a law it cites.
      io.stdout(`\n${result.no_content ? NO_GROUNDS : verificationSummary(result.verification)}\n`);
      for (const warning of result.warnings) io.stderr(`geungeo: ${warning}\n`);
      const category = `${result.classification.label} ${Math.round(result.classification.confidence * 100)}%${result.classification.llm_refined ? ' (LLM refine)' : ''}`;
      const scope = result.scope.zone || result.scope.jurisdiction !== NATIONWIDE ? ` · 범위 ${scopeLabel(result.scope)}` : '';
      io.stderr(`(${result.mode === 'llm' ? `${result.llm?.provider} ${result.llm?.model}` : 'extractive'} · ${category}${scope} · session ${result.session})\n`);
    });
}

function printClarification(io: CliIO, result: ClarifyResult): void {
  const { clarify } = result;
  io.stdout(`${clarify.question}  (${clarify.round}/${clarify.max_retry})\n`);
  clarify.choices.forEach((choice, index) => io.stdout(`  ${index + 1}. ${choice}\n`));
}

/** The answer as scripts get it: the fields of the CLI contract first, then the rest. */
function jsonAnswer(result: AnswerResult) {
  return {
    answer: result.answer,
    mode: result.mode,
    no_content: result.no_content,
    citations: result.citations.map(({ n, file_name, law_name, article, start_page, end_page, text, document }) => ({
      n,
      file_name,
      law_name,
      article,
      start_page,
      end_page,
      text,
      document,
    })),
    session: result.session,
    message_id: result.message_id,
    facts: result.facts,
    removed_markers: result.removed_markers,
    warnings: result.warnings,
    scope: result.scope,
    llm: result.llm,
    trace: result.trace,
    verification: result.verification,
    attempts: result.attempts,
    classification: result.classification,
  };
}

function sourceOf(citation: AnswerResult['citations'][number]): string {
  return `${citation.law_name ?? citation.file_name}${citation.article ? ` ${citation.article}` : ''} (${citation.file_name}, ${pageLabel(citation.start_page, citation.end_page)})`;
}
