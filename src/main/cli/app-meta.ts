// Name and version of the app as package.json declares them (the CLI has no Electron `app` to ask).
import { readFileSync } from 'node:fs';

export interface AppMeta {
  name: string;
  version: string;
}

export function readAppMeta(): AppMeta {
  const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    productName?: string;
    name: string;
    version: string;
  };
  return { name: pkg.productName ?? pkg.name, version: pkg.version };
}
