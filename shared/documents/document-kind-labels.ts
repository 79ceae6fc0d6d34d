// The checklist's names for each kind of document: the same words on the screen and in the PDF
// left with the merchant, so they live here once (the renderer's words layer re-exports them).
import type { DocumentKind } from './document-schema';

export const documentKindLabels: Record<DocumentKind, string> = {
  'bank-proof': 'Voided cheque or bank letter',
  'owner-id': 'Owner ID',
  'business-licence': 'Business licence',
  'storefront-photo': 'Storefront photo',
};
