// Words for documents and the PDF (decisions 48-50): each refusal code with its facts (a size, a
// limit), the checklist's names, and what Save PDF says. Core answers codes; these are the words.
import type { DocumentMediaType, DocumentRefused } from '../../shared/documents/document-schema';
import type { PdfProblem } from '../../shared/pdf/pdf-schema';

export { documentKindLabels } from '../../shared/documents/document-kind-labels';

/** Sizes the way a file manager shows them: "200 MB", "1.4 MB", "820 KB". */
export function sizeWords(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 10) return `${Math.round(megabytes)} MB`;
  if (megabytes >= 1) return `${megabytes.toFixed(1).replace(/\.0$/, '')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function documentRefusedWords(refused: DocumentRefused): string {
  switch (refused.problem) {
    case 'too-large':
      return refused.size !== undefined && refused.limit !== undefined
        ? `That file is ${sizeWords(refused.size)}; the limit is ${sizeWords(refused.limit)}. Nothing was attached.`
        : 'That file is over the size limit. Nothing was attached.';
    case 'not-supported':
      return 'Only photos (JPEG, PNG) or PDF files can be attached. Nothing was attached.';
    case 'empty':
      return 'That file is empty. Nothing was attached.';
    case 'damaged':
      return 'That picture is damaged (or the PDF cannot be opened). Nothing was attached.';
  }
}

export const mediaTypeWords: Record<DocumentMediaType, string> = {
  'image/jpeg': 'JPEG photo',
  'image/png': 'PNG picture',
  'application/pdf': 'PDF',
};

export const pdfProblemWords: Record<PdfProblem, string> = {
  'file-exists':
    'A file with that name is already there. Choose another name; nothing was overwritten.',
  'not-writable': 'The PDF could not be written there. Choose a folder you can write to.',
  'disk-full':
    'That disk is full, so the PDF was not saved and nothing was left on it. Free some space or choose another disk.',
  'not-absolute': 'Give the full path of the file, starting from the top folder.',
  'inside-data-folder':
    'That folder is part of the app’s own data folder. Choose a folder outside it, such as your Documents.',
};

export function pdfSavedWords(filePath: string): string {
  return `Saved the PDF to ${filePath}.`;
}
