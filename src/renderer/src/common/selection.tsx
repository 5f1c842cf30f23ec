// What the window has in focus across its panels: the answer whose sources and report are shown, the citation the
// pointer is over (chip ↔ row highlight), and the page open in the page view.
import { createContext, useContext, useMemo, useState } from 'react';
import type { Citation } from '../../../shared/contract';

export interface PageRequest {
  document: number;
  page: number;
  /** The passage to highlight on the page. */
  passage: string | null;
  /** The page the passage ends on, when it runs on past `page` (a citation's end page). */
  lastPage?: number | undefined;
  title: string;
}

export interface Selection {
  hovered: { messageKey: string; n: number } | null;
  setHovered(value: { messageKey: string; n: number } | null): void;
  openCitation(citation: Citation): void;
  openPage(request: PageRequest): void;
  selectAnswer(messageKey: string): void;
  /** Shows the selected answer's verification report. */
  showReport(): void;
}

export const SelectionContext = createContext<Selection | null>(null);

export function useSelection(): Selection {
  const selection = useContext(SelectionContext);
  if (!selection) throw new Error('useSelection outside SelectionContext');
  return selection;
}

export function citationPage(citation: Citation): PageRequest {
  const title = [citation.law_name ?? citation.file_name, citation.article].filter(Boolean).join(' ');
  return { document: citation.document, page: citation.start_page, passage: citation.text, lastPage: Math.max(citation.start_page, citation.end_page), title };
}

/**
 * The selection the shell provides to every screen: the hovered citation is kept here; opening a page and picking an
 * answer or its report go to whoever keeps those (the shell's page, the chat's state). Those must keep their identity.
 */
export function useSelectionValue({ openPage, selectAnswer, showReport }: Pick<Selection, 'openPage' | 'selectAnswer' | 'showReport'>): Selection {
  const [hovered, setHovered] = useState<Selection['hovered']>(null);
  return useMemo(
    () => ({ hovered, setHovered, openCitation: (citation: Citation) => openPage(citationPage(citation)), openPage, selectAnswer, showReport }),
    [hovered, openPage, selectAnswer, showReport],
  );
}
