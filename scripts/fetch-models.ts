// `npm run models:fetch [-- --model ID --dir DIR --endpoint URL --force]`: downloads the embedding model, on a
// machine with internet access, into the folder where the app looks for models. A thin shell over
// src/main/models/fetch-model.ts; errors are one line on stderr and a non-zero exit code.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command, CommanderError } from 'commander';
import { DEFAULT_EMBEDDING_MODEL } from '../src/main/models/catalog';
import { DEFAULT_HF_ENDPOINT, fetchModel, type FetchProgress } from '../src/main/models/fetch-model';
import { defaultUserDataDir } from '../src/main/paths';
import { formatError, toApiError } from '../src/shared/errors';

const NAME = 'models:fetch';

interface Options {
  model: string;
  dir?: string;
  endpoint: string;
  force: boolean;
}

const program = new Command(NAME)
  .description('Download the embedding model so Geungeo can search by meaning offline.')
  .option('--model <id>', 'Hugging Face model id', DEFAULT_EMBEDDING_MODEL.id)
  .option('--dir <dir>', 'models folder to put it in (the model goes in <dir>/<id>)', undefined)
  .option('--endpoint <url>', 'hub base URL (or $HF_ENDPOINT)', process.env.HF_ENDPOINT || DEFAULT_HF_ENDPOINT)
  .option('--force', 'download again even if the model is already there', false)
  .exitOverride()
  .configureOutput({
    outputError: (message) => process.stderr.write(`${NAME}: ${message.replace(/^error: /, '').trim()} (see --help)\n`),
  });

/** One line per finished file; on a terminal, also a live line for the file being downloaded. */
function progressPrinter(): { onProgress: (progress: FetchProgress) => void; endLine: () => void } {
  const tty = Boolean(process.stdout.isTTY);
  let lastPrint = 0;
  let lineOpen = false;
  return {
    onProgress: ({ file, bytes, totalBytes, done }) => {
      if (done) {
        process.stdout.write(`${lineOpen ? '\r\x1b[K' : ''}  ${file}  ${mb(bytes)} (${bytes} bytes)\n`);
        lineOpen = false;
      } else if (tty && Date.now() - lastPrint > 200) {
        lastPrint = Date.now();
        process.stdout.write(`\r\x1b[K  ${file}  ${mb(bytes)}${totalBytes ? ` / ${mb(totalBytes)}` : ''}`);
        lineOpen = true;
      }
    },
    endLine: () => {
      if (lineOpen) process.stdout.write('\n');
      lineOpen = false;
    },
  };
}

function mb(bytes: number): string {
  return bytes < 1e6 ? `${(bytes / 1e3).toFixed(1)} kB` : `${(bytes / 1e6).toFixed(1)} MB`;
}

async function main(): Promise<number> {
  try {
    program.parse(process.argv);
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode; // already printed (or --help)
    throw error;
  }
  const options = program.opts<Options>();
  const defaultModelsDir = join(defaultUserDataDir(), 'models');
  // The folders the app searches without being told (paths.modelSearchDirs): user data and the bundled one.
  const automaticDirs = [defaultModelsDir, fileURLToPath(new URL('../resources/models', import.meta.url))];
  const modelsDir = options.dir ? resolve(options.dir) : defaultModelsDir;

  // Ctrl-C aborts the download; fetchModel then removes its temp folder, so nothing half-done stays behind.
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());

  const progress = progressPrinter();
  try {
    console.log(`Downloading ${options.model} from ${options.endpoint} …`);
    const result = await fetchModel({
      modelId: options.model,
      modelsDir,
      endpoint: options.endpoint,
      force: options.force,
      onProgress: progress.onProgress,
      signal: controller.signal,
    });
    if (!result.downloaded) {
      console.log(`${options.model} is already in ${result.modelDir} (use --force to download it again).`);
    } else {
      const total = result.files.reduce((sum, file) => sum + file.bytes, 0);
      console.log(`Done: ${result.files.length} files, ${mb(total)}, in ${result.modelDir}`);
    }
    console.log(
      automaticDirs.includes(modelsDir)
        ? 'Geungeo finds it there automatically; nothing else to set up.'
        : `Geungeo uses it when started with --models ${modelsDir} (or GEUNGEO_MODELS_DIR=${modelsDir}); ` +
            `it finds models in ${defaultModelsDir} automatically.`,
    );
    return 0;
  } catch (error) {
    progress.endLine();
    const apiError = toApiError(error);
    process.stderr.write(`${NAME}: ${formatError(apiError)}\n`);
    return apiError.code === 'CANCELLED' ? 130 : 1;
  }
}

process.exitCode = await main();
