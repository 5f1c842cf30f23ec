// The kinds of law a document can be, in order of rank.
import { z } from 'zod';

export const LAW_KINDS = ['법률', '시행령', '시행규칙', '조례', '기타'] as const;
export const LawKindSchema = z.enum(LAW_KINDS);
export type LawKind = z.infer<typeof LawKindSchema>;
