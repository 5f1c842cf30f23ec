// The nine question categories, read from resources/categories.yaml: data a reviewer edits (labels, examples, the
// items an answer must contain, the rule checks that apply, the laws to favour), validated on load with errors that
// name the line, so a typo in the file says where it is instead of breaking every question.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type { Node } from 'yaml';
import { z } from 'zod';
import { CATEGORY_IDS, CategoryIdSchema, NeedKindSchema, RequiredItemSchema, type CategoryId } from '../../shared/understand-contract';
import { GeungeoError } from '../../shared/errors';

export const CATEGORIES_FILE = 'categories.yaml';

// yaml (~70 modules) is required when the category file is first read, not whenever this module is imported.
let yamlModule: typeof import('yaml') | undefined;
const yaml = (): typeof import('yaml') => (yamlModule ??= createRequire(import.meta.url)('yaml') as typeof import('yaml'));
export const MIN_EXAMPLES = 12;

const nonEmpty = z.string().trim().min(1);

const CategorySchema = z
  .object({
    id: CategoryIdSchema,
    label: nonEmpty,
    description: nonEmpty,
    needs: z.array(NeedKindSchema).default([]),
    required_items: z.array(RequiredItemSchema).default([]),
    rule_checks: z.array(z.enum(['2-1', '2-2', '2-3', '2-4'])).default([]),
    favoured_laws: z.array(nonEmpty).default([]),
    keywords: z.array(nonEmpty).default([]),
    examples: z.array(nonEmpty).min(MIN_EXAMPLES, `each category needs at least ${MIN_EXAMPLES} example questions`),
  })
  .strict();
export type Category = z.infer<typeof CategorySchema>;

const FileSchema = z
  .object({
    version: z.literal(1),
    categories: z.array(CategorySchema),
  })
  .strict()
  .superRefine((file, context) => {
    file.categories.forEach((category, index) => {
      if (file.categories.findIndex((other) => other.id === category.id) !== index) {
        context.addIssue({ code: 'custom', path: ['categories', index, 'id'], message: `category "${category.id}" appears twice` });
      }
    });
    const missing = CATEGORY_IDS.filter((id) => !file.categories.some((category) => category.id === id));
    if (missing.length > 0) context.addIssue({ code: 'custom', path: ['categories'], message: `missing categories: ${missing.join(', ')}` });
  });

export interface CategorySet {
  /** In CATEGORY_IDS order, whatever the file's order. */
  readonly list: readonly Category[];
  get(id: CategoryId): Category;
  label(id: CategoryId): string;
  /** The file's text hash: caches built from the examples (prototypes) are keyed by it. */
  readonly version: string;
}

export function loadCategories(resourcesDir: string): CategorySet {
  const file = join(resourcesDir, CATEGORIES_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new GeungeoError('INVALID_INPUT', `The category file ${file} cannot be read.`, { hint: 'reinstall Geungeo or restore resources/categories.yaml', cause: error });
  }
  return parseCategories(text, file);
}

/** Parses and validates the category file's text; `file` names it in errors. */
export function parseCategories(text: string, file: string): CategorySet {
  const { LineCounter, parseDocument } = yaml();
  const lines = new LineCounter();
  const document = parseDocument(text.normalize('NFC'), { lineCounter: lines, prettyErrors: false });
  const lineOf = (offset: number) => lines.linePos(offset).line;
  if (document.errors.length > 0) {
    const [first] = document.errors;
    throw invalid(file, lineOf(first!.pos[0]), first!.message.split('\n')[0]!);
  }
  const parsed = FileSchema.safeParse(document.toJS());
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const node = nearestNode(document.contents as Node | null, issue!.path as (string | number)[]);
    const where = issue!.path.length > 0 ? `${issue!.path.join('.')}: ` : '';
    throw invalid(file, node?.range ? lineOf(node.range[0]) : 1, `${where}${issue!.message}`);
  }
  const byId = new Map(parsed.data.categories.map((category) => [category.id, category]));
  const list = CATEGORY_IDS.map((id) => byId.get(id)!);
  return {
    list,
    get: (id) => byId.get(id)!,
    label: (id) => byId.get(id)!.label,
    version: hashText(text),
  };
}

/** The deepest node on the path that exists, so an error points at the value or at least at its parent. */
function nearestNode(root: Node | null, path: readonly (string | number)[]): Node | null {
  let node: Node | null = root;
  for (const key of path) {
    let next: unknown = null;
    if (yaml().isMap(node)) next = node.get(key, true);
    else if (yaml().isSeq(node)) next = node.get(Number(key), true);
    if (!next || typeof next !== 'object') break;
    node = next as Node;
  }
  return node;
}

function invalid(file: string, line: number, message: string): GeungeoError {
  return new GeungeoError('INVALID_INPUT', `${file}, line ${line}: ${message}.`, {
    hint: 'fix that line of the category file (see the comment at its top for the fields) and start Geungeo again',
  });
}

/** FNV-1a over the text: enough to tell one version of the file from another. */
function hashText(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}
