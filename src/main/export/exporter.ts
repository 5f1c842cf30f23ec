// export.markdown / export.html / export.pdf: a stored conversation (or one answer of it) as the audit record a
// reviewer files. The record is built once from the history; the PDF is the HTML page printed by whichever
// printer the shell has (Electron's printToPDF in the desktop app, headless Chromium elsewhere).
import type { CallOutput, ExportInput } from '../../shared/contract';
import type { ChatHistory } from '../chat/history';
import type { Store } from '../store';
import { auditFileName, buildAuditRecord, type AuditRecord } from './audit-record';
import { auditMarkdown } from './audit-markdown';
// audit-html (unified, remark, rehype: ~150 ms of module loading) is imported on the first HTML or PDF export,
// so commands and windows that never export do not pay for it.
const loadAuditHtml = () => import('./audit-html').then((module) => module.auditHtml);
import { htmlToPdf } from './chromium-pdf';

export interface PdfPrinter {
  name: 'electron' | 'chromium';
  print(html: string): Promise<Buffer>;
}

export const chromiumPrinter: PdfPrinter = { name: 'chromium', print: (html) => htmlToPdf(html) };

/** What a record is read from: the stored conversations, and the library they were asked against (for its path and model). */
export interface ExportSources {
  history: ChatHistory;
  store: Store;
}

export function createExporter(sources: ExportSources, app: { appName: string; appVersion: string }, printer: PdfPrinter = chromiumPrinter) {
  const record = (input: ExportInput): AuditRecord => {
    const session = sources.history.session(input.session);
    const meta = {
      appName: app.appName,
      appVersion: app.appVersion,
      dbPath: sources.store.path,
      generatedAt: new Date(),
      embeddingModel: sources.store.documents.stats().embedding_model,
    };
    return buildAuditRecord(session, sources.history.messages(input.session), meta, input.message === undefined ? {} : { messageId: input.message });
  };

  return {
    /** The record itself, for what else files it (the team library's audit records). */
    record,
    markdown: (input: ExportInput): CallOutput<'export.markdown'> => ({ file_name: auditFileName(input, 'md'), markdown: auditMarkdown(record(input)) }),
    html: async (input: ExportInput): Promise<CallOutput<'export.html'>> => {
      const auditHtml = await loadAuditHtml();
      return { file_name: auditFileName(input, 'html'), html: auditHtml(record(input)) };
    },
    pdf: async (input: ExportInput): Promise<CallOutput<'export.pdf'>> => {
      const auditHtml = await loadAuditHtml();
      const pdf = await printer.print(auditHtml(record(input)));
      return { file_name: auditFileName(input, 'pdf'), base64: pdf.toString('base64'), bytes: pdf.length, printer: printer.name };
    },
  };
}
