// Filling the editor the way a person does: every control found by its visible label (exact, so
// "Phone" is not "Cell phone"), inside the section or list entry that holds it, text typed key by
// key (masks see every keystroke), pickers chosen by their option.
import type { Locator, Page } from '@playwright/test';
import type { MerchantPayloadInput } from '../../../shared/merchant';

type Row = Record<string, unknown>;

/** A click where the control is drawn: it lands on whatever is on top there, as a person's does. */
export async function clickWhereDrawn(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (box === null) throw new Error('the control is not drawn');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

export function section(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

export function owner(page: Page, number: number): Locator {
  return page.getByRole('group', { name: `Owner ${number}`, exact: true });
}

export function fundingAccount(page: Page, number: number): Locator {
  return page.getByRole('group', { name: `Funding account ${number}`, exact: true });
}

export function field(scope: Locator | Page, label: string): Locator {
  return scope.getByLabel(label, { exact: true });
}

/** Clears the box, then types like a person. */
export async function typeInto(scope: Locator | Page, label: string, text: string): Promise<void> {
  const input = field(scope, label);
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Delete');
  if (text !== '') await input.pressSequentially(text);
}

async function choose(scope: Locator | Page, label: string, value: unknown) {
  if (value !== undefined && value !== null) await field(scope, label).selectOption(String(value));
}

async function typeIfGiven(scope: Locator | Page, label: string, value: unknown) {
  if (value !== undefined && value !== null) await typeInto(scope, label, String(value));
}

/** `1980-04-15T00:00:00` into a date picker (it stores midnight itself). */
async function pickDate(scope: Locator | Page, label: string, value: unknown) {
  if (typeof value === 'string') await field(scope, label).fill(value.slice(0, 10));
}

export async function fillOwner(page: Page, number: number, data: Row): Promise<void> {
  const group = owner(page, number);
  await typeIfGiven(group, 'Full name', data.name);
  await typeIfGiven(group, 'E-mail', data.email);
  await typeIfGiven(group, 'SSN', data.ssn);
  await pickDate(group, 'Date of birth', data.dob);
  await typeIfGiven(group, 'Ownership (%)', data.ownership);
  await typeIfGiven(group, 'Phone', data.phone);
  await typeIfGiven(group, 'Cell phone', data.cell);
  await typeIfGiven(group, 'Street address', data.street);
  await typeIfGiven(group, 'City', data.city);
  await choose(group, 'State', data.state);
  await typeIfGiven(group, 'ZIP code', data.zipCode);
}

export async function fillFundingAccount(page: Page, number: number, data: Row): Promise<void> {
  const group = fundingAccount(page, number);
  await typeIfGiven(group, 'Bank name', data.name);
  await typeIfGiven(group, 'Routing number', data.routingNumber);
  await typeIfGiven(group, 'Account number', data.accountNumber);
  await typeIfGiven(group, 'Account number again', data.accountNumber);
  await choose(group, 'Account type', data.accountType);
  await choose(group, 'ACH method', data.achMethod);
  await choose(group, 'Discount paid', data.discountPaid);
  await typeIfGiven(group, 'Bank street address', data.address);
  await typeIfGiven(group, 'Bank city', data.city);
  await choose(group, 'Bank state', data.stateCode);
  await typeIfGiven(group, 'Bank ZIP code', data.zipcode);
  await typeIfGiven(group, 'ZIP extension', data.zipcodeExtension);
  await typeIfGiven(group, 'Bank phone', data.telephone);
  await typeIfGiven(group, 'Banking routing ID', data.bankingRoutingID);
}

/** Every section of a full application, in the form's order. */
export async function fillApplication(page: Page, data: MerchantPayloadInput): Promise<void> {
  const business = section(page, 'Business');
  // The category by searching its name, as an agent would who does not know the code.
  await typeInto(business, 'Find a category by name or code', 'petroleum products');
  await business.getByRole('option', { name: new RegExp(`^${String(data.category)} `) }).click();
  await choose(business, 'Business type', data.businessType);
  await typeIfGiven(business, 'Website', data.website);
  await typeIfGiven(business, 'What they sell', data.sells);
  await typeIfGiven(business, 'Return policy', data.returnPolicy);
  await choose(business, 'Delivery', data.delivery);
  await typeIfGiven(business, 'Card-present sales (%)', data.swipedPercent);
  await choose(business, 'Processor', data.processor);

  const legal = section(page, 'Legal entity');
  await typeIfGiven(legal, 'Legal name', data.legalName);
  await typeIfGiven(legal, 'Street address', data.legalAddress);
  await typeIfGiven(legal, 'City', data.legalCity);
  await choose(legal, 'State', data.legalState);
  await typeIfGiven(legal, 'ZIP code', data.legalZip);
  await typeIfGiven(legal, 'Phone', data.legalPhone);
  await choose(legal, 'Corporation type', data.legalCorporationType);
  await pickDate(legal, 'Date of incorporation', data.legalCorporationDate);

  const tax = section(page, 'Tax');
  await choose(tax, 'Tax ID type', data.taxIdType);
  await typeIfGiven(tax, 'Tax ID', data.taxId);
  await typeIfGiven(tax, 'Name on tax filings', data.taxName);
  await choose(tax, 'Tax state', data.taxState);

  const owners = data.owner ?? [];
  for (const [index, entry] of owners.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add an owner' }).click();
    await fillOwner(page, index + 1, entry);
  }

  const location = section(page, 'Location');
  await typeIfGiven(location, 'Location name', data.locationName);
  await typeIfGiven(location, 'Street address', data.locationAddress);
  await typeIfGiven(location, 'City', data.locationCity);
  await choose(location, 'State', data.locationState);
  await typeIfGiven(location, 'ZIP code', data.locationZip);
  await typeIfGiven(location, 'Phone', data.locationPhone);
  await typeIfGiven(location, 'Fax', data.locationFax);

  const statement = section(page, 'Statement');
  await typeIfGiven(statement, 'Name on statements', data.statementName);
  await typeIfGiven(statement, 'Statement phone', data.statementPhone);

  for (const [index, entry] of (data.fundingAccount ?? []).entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add a funding account' }).click();
    await fillFundingAccount(page, index + 1, entry);
  }
}
