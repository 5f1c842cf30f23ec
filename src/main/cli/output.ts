// Terminal output helpers: JSON for scripts, aligned key/value lines for people.

export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  env: Record<string, string | undefined>;
  isTTY: boolean;
}

export function processIO(): CliIO {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    isTTY: Boolean(process.stdout.isTTY),
  };
}

export function printJson(io: CliIO, value: unknown): void {
  io.stdout(`${JSON.stringify(value, null, 2)}\n`);
}

export function printFields(io: CliIO, fields: ReadonlyArray<readonly [string, string | number]>): void {
  const width = Math.max(...fields.map(([key]) => key.length));
  io.stdout(fields.map(([key, value]) => `${key.padEnd(width)}  ${value}`).join('\n') + '\n');
}
