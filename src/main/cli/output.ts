// Terminal output helpers: JSON for scripts, aligned key/value lines for people.

export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  env: Record<string, string | undefined>;
  /** Whether a person is watching (progress bars are drawn only then). */
  isTTY: boolean;
  stderrStream?: NodeJS.WriteStream | undefined;
  /** Sets the exit code for a command that completed but must report failure (e.g. some files failed). */
  exitCode(code: number): void;
  /** Reads one line from a person at the terminal; absent when no one can answer (pipes, scripts). */
  prompt?: ((question: string) => Promise<string | null>) | undefined;
}

/** Control characters but tab and newline (ESC sequences, carriage returns, C1 codes), as documents, questions or
 *  answers may carry them: shown as "\u001b", never sent to the terminal to act on. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

export function terminalSafe(text: string): string {
  return text.replace(CONTROL, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function processIO(): CliIO {
  return {
    stdout: (text) => process.stdout.write(terminalSafe(text)),
    stderr: (text) => process.stderr.write(terminalSafe(text)),
    env: process.env,
    isTTY: Boolean(process.stderr.isTTY),
    stderrStream: process.stderr,
    exitCode: (code) => {
      process.exitCode = code;
    },
    prompt: process.stdin.isTTY && process.stdout.isTTY ? readLine : undefined,
  };
}

/** One line from the terminal; null at end of input (Ctrl+D). */
async function readLine(question: string): Promise<string | null> {
  const { createInterface } = await import('node:readline/promises');
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await terminal.question(question);
  } catch {
    return null;
  } finally {
    terminal.close();
  }
}

export function printJson(io: CliIO, value: unknown): void {
  io.stdout(`${JSON.stringify(value, null, 2)}\n`);
}

export function printFields(io: CliIO, fields: ReadonlyArray<readonly [string, string | number]>): void {
  const width = Math.max(...fields.map(([key]) => key.length));
  io.stdout(fields.map(([key, value]) => `${key.padEnd(width)}  ${value}`).join('\n') + '\n');
}
