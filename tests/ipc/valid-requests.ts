// One valid request per channel, typed against the contract so a new channel does not compile
// until it has a sample here. The fuzz test mutates these into near misses.
import type { Channel, RequestInput } from '../../shared/ipc/contract';

const draftId = '0b9f6c1e-3f1a-4c55-9a34-2d3c1b0e7a11';

export const validRequests: { [C in Channel]: RequestInput<C> } = {
  'app:info': undefined,
  'environments:list': undefined,
  'environments:get': { id: 'prod' },
  'environments:save': {
    fields: {
      name: 'Production',
      baseUrl: 'https://boarding.example.com',
      authorizeUrl: 'https://portal.example.com/oauth/authorize',
      consumerKey: 'prod-key',
      merchantGetPath: '',
    },
  },
  'environments:remove': { id: 'prod' },
  'settings:get': undefined,
  'settings:set': { environmentId: 'sandbox', statusPollMinutes: 30, acceptWeakEncryption: false },
  'auth:start': { consumerSecret: 'typed by the agent' },
  'auth:cancel': undefined,
  'auth:status': undefined,
  'auth:signOut': undefined,
  'auth:openPage': undefined,
  'drafts:list': { search: 'acme', sort: 'legalName', direction: 'asc', limit: 50, offset: 0 },
  'drafts:get': { id: draftId },
  'drafts:create': { payload: { legalName: 'Acme Tools LLC' } },
  'drafts:save': {
    id: draftId,
    payload: { legalName: 'Acme Tools LLC', owner: [{ name: 'Ann Lee' }] },
  },
  'drafts:duplicate': { id: draftId },
  'drafts:delete': { id: draftId },
  'drafts:restore': { id: draftId },
  'drafts:purge': { id: draftId },
  'drafts:emptyTrash': undefined,
  'drafts:validate': { id: draftId },
  'drafts:counts': undefined,
  'drafts:duplicates': { id: draftId, payload: { taxId: '931234567' } },
  'outbox:enqueue': { draftId },
  'outbox:cancel': { draftId },
  'outbox:retry': { draftId },
  'outbox:state': undefined,
  'merchants:refreshStatus': { draftId },
  'merchants:list': undefined,
  'merchants:details': { merchantId: '1', environmentId: 'sandbox', draftId },
  'merchants:refreshAll': undefined,
  'merchants:markHandled': {
    merchantId: '1',
    environmentId: 'sandbox',
    draftId,
    status: 'Declined',
    isHandled: true,
  },
  'audit:list': { limit: 20, draftId },
  'transfer:defaults': undefined,
  'transfer:export': { filePath: '/tmp/boarding-desk-export.age', draftIds: [draftId] },
  'transfer:cancel': { jobId: draftId },
  'transfer:preview': { filePath: '/tmp/boarding-desk-export.age', passphrase: 'x' },
  'transfer:import': { token: draftId },
  'support:bundle': { filePath: '/tmp/boarding-desk-support.json' },
  'retention:state': undefined,
  'retention:apply': undefined,
  'signing:sign': {
    draftId,
    signerName: 'Jordan Example',
    signerTitle: 'Owner',
    consent: true,
    mark: { kind: 'typed', text: 'Jordan Example' },
    payloadSha256: 'a'.repeat(64),
    agreementSha256: 'b'.repeat(64),
    agreementLanguage: 'en',
  },
  'drafts:copySubmitted': { id: draftId },
  'drafts:newLocation': { id: draftId },
  'drafts:setMerchantLanguage': { id: draftId, language: 'es' },
  'documents:list': { draftId },
  'documents:begin': { draftId, kind: 'owner-id', name: 'id.png', size: 10 },
  'documents:chunk': { uploadId: draftId, offset: 0, data: 'AAAA' },
  'documents:finish': { uploadId: draftId },
  'documents:remove': { draftId, documentId: draftId },
  'pdf:defaults': { draftId },
  'pdf:save': { draftId, filePath: '/tmp/boarding-desk-application.pdf' },
  'files:chooseSavePath': { kind: 'pdf', defaultPath: '/tmp/boarding-desk-application.pdf' },
  'documents:cancel': { uploadId: draftId },
  'places:lookup': { zip: '62704' },
  'categories:search': { query: 'pizza', limit: 30 },
  'categories:lookup': { code: '5812' },
  'policy:state': undefined,
  'signing:agreement': { language: 'en' },
  'catalogue:list': undefined,
  'catalogue:add': {
    label: 'Restaurants',
    code: 'TZS4-BEH8-R7VS',
    environmentId: 'sandbox',
    summary: 'Restaurants 2.69% + 10c, no annual fee',
    validUntil: '2099-12-31',
  },
  'catalogue:remove': { environmentId: 'sandbox', code: 'TZS4-BEH8-R7VS' },
};

/** A channel's sample aimed at a real draft: its `id` or `draftId` replaced by `id`. */
export function validRequestFor(channel: Channel, id: string): unknown {
  const sample = validRequests[channel] as unknown;
  if (sample === null || typeof sample !== 'object') return sample;
  return Object.fromEntries(
    Object.entries(sample).map(([key, value]) => [
      key,
      key === 'id' || key === 'draftId' ? id : value,
    ]),
  );
}
