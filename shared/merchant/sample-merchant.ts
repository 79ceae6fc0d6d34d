// The spec's sample merchant, completed with fake values that pass every format rule: the example
// application agents practise with (decisions 55) and the tests' valid payload. Values follow the
// spec's sample where it shows one (category 5172, businessType 4, delivery 1, swipedPercent 0);
// the rest are invented (routing number 021000021 passes the ABA checksum, decisions 13; the SSN,
// tax id and account number belong to nobody). No referenceId: every draft has its own.
import type { FundingAccount, MerchantPayloadInput, Owner } from './merchant-schema';

export function sampleOwner(): Owner {
  return {
    name: 'Jordan Example',
    ssn: '123456789',
    dob: '1980-04-15T00:00:00',
    ownership: 100,
    phone: '5551234567',
    cell: '5559876543',
    email: 'jordan@example.com',
    street: '1 Main Street',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
  };
}

export function sampleFundingAccount(): FundingAccount {
  return {
    name: 'First Example Bank',
    routingNumber: '021000021',
    accountNumber: '000123456789',
    accountType: 1,
    achMethod: 1,
    discountPaid: 1,
    address: '100 Bank Plaza',
    city: 'New York',
    stateCode: 'NY',
    zipcode: '10001',
    zipcodeExtension: null,
    telephone: '2125550100',
  };
}

/** A full application (no inviteCode) that passes every rule; a fresh object each call. */
export function sampleMerchantPayload(): MerchantPayloadInput {
  return {
    category: '5172',
    businessType: 4,
    website: 'https://shop.example.com',
    sells: 'Fuel and lubricants',
    returnPolicy: '30 days with receipt',
    delivery: 1,
    swipedPercent: 0,
    legalName: 'Example Fuel LLC',
    legalAddress: '200 Commerce Drive',
    legalCity: 'Springfield',
    legalState: 'IL',
    legalZip: '62704',
    legalPhone: '2175550123',
    legalCorporationType: 3,
    legalCorporationDate: '2015-06-01T00:00:00',
    taxIdType: 1,
    taxId: '987654321',
    taxName: 'Example Fuel LLC',
    taxState: 'IL',
    owner: [sampleOwner()],
    locationName: 'Example Fuel Springfield',
    locationAddress: '200 Commerce Drive',
    locationCity: 'Springfield',
    locationState: 'IL',
    locationZip: '62704-1234',
    locationPhone: '2175550123',
    locationFax: '2175550124',
    statementName: 'EXAMPLE FUEL',
    statementPhone: '2175550125',
    fundingAccount: [sampleFundingAccount()],
    processor: 1,
    portfolio: null,
    program: null,
    tags: null,
    compLabel: null,
    initiatorMeta: null,
  };
}
