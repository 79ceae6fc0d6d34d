// The words agents use for a business, mapped to the merchant category codes that fit it, for the
// category search. The published names are bureaucratic ("Eating places and Restaurants"), so a
// search for "pizza" or "nail salon" finds nothing in them. Each mapping says where it comes from:
//
// - `name`: the code's published USDA or IRS description (merchant-category-codes.ts) names this
//   business in other words, e.g. "gas station" is a "Service Station"; the mapping only restates it.
// - `examples`: the code's published description lists this kind of business among its examples
//   ("Drinking Places ..., Bars, Taverns, Cocktail lounges, Nightclubs"); the word is a plain synonym.
// - `choice`: our reviewed choice where the published text is silent, with the reason in `why`
//   (e.g. a food truck sells prepared food for immediate eating, which is what "Fast Food
//   Restaurants" covers). Agents still see every code's full name before choosing, and any
//   four-digit code can be typed instead (decisions 13).
//
// A term may be several words ("gas station"); matching is by word stems, so "pizzas" and "hair
// salon" find these too. The first code of a mapping is the usual one and is listed first.

export type SynonymSource = 'name' | 'examples' | 'choice';

export interface CategorySynonym {
  term: string;
  codes: readonly string[];
  source: SynonymSource;
  why: string;
}

export const categorySynonyms: readonly CategorySynonym[] = [
  // Food and drink
  {
    term: 'pizza',
    codes: ['5812', '5814'],
    source: 'choice',
    why: 'A pizzeria is a restaurant (5812) or, counter service and take-away only, fast food (5814).',
  },
  {
    term: 'coffee',
    codes: ['5814', '5812', '5499'],
    source: 'choice',
    why: 'A coffee shop serves drinks for immediate use (5814, or 5812 with table service); beans sold by weight are a specialty market (5499).',
  },
  {
    term: 'cafe',
    codes: ['5814', '5812'],
    source: 'choice',
    why: 'Same as a coffee shop: counter service (5814) or table service (5812).',
  },
  {
    term: 'restaurant',
    codes: ['5812', '5814'],
    source: 'name',
    why: '5812 is "Eating places and Restaurants"; 5814 "Fast Food Restaurants".',
  },
  {
    term: 'diner',
    codes: ['5812'],
    source: 'name',
    why: 'A diner is an eating place (5812).',
  },
  {
    term: 'food truck',
    codes: ['5814', '5812'],
    source: 'choice',
    why: 'Prepared food sold for immediate eating from a counter, as fast food (5814) is.',
  },
  {
    term: 'takeout',
    codes: ['5814'],
    source: 'choice',
    why: 'Food to take away is what fast food restaurants (5814) sell.',
  },
  {
    term: 'food',
    codes: ['5812', '5814', '5411', '5499'],
    source: 'choice',
    why: 'The places where most food is bought: restaurants, fast food, groceries, specialty markets.',
  },
  {
    term: 'bakery',
    codes: ['5462'],
    source: 'name',
    why: '5462 is "Bakeries".',
  },
  {
    term: 'donut',
    codes: ['5462', '5814'],
    source: 'choice',
    why: 'A donut shop bakes (5462) or serves for immediate eating (5814).',
  },
  {
    term: 'ice cream',
    codes: ['5814', '5451'],
    source: 'choice',
    why: 'Served in cones and cups for immediate eating (5814); by the tub, a dairy products store (5451).',
  },
  {
    term: 'bar',
    codes: ['5813'],
    source: 'examples',
    why: '5813 lists bars, taverns, cocktail lounges and nightclubs.',
  },
  {
    term: 'pub',
    codes: ['5813'],
    source: 'examples',
    why: 'A pub is a tavern, listed under 5813.',
  },
  {
    term: 'brewery',
    codes: ['5813', '5921'],
    source: 'choice',
    why: 'A taproom is a drinking place (5813); bottles to take home, a package store (5921).',
  },
  {
    term: 'liquor store',
    codes: ['5921'],
    source: 'name',
    why: '5921 is "Package Stores – Beer, Wine, and Liquor".',
  },
  {
    term: 'catering',
    codes: ['5811'],
    source: 'name',
    why: '5811 is "Caterers".',
  },
  {
    term: 'grocery',
    codes: ['5411', '5499'],
    source: 'name',
    why: '5411 is "Grocery Stores, Supermarkets"; a small or specialty grocer is 5499.',
  },
  {
    term: 'convenience store',
    codes: ['5499'],
    source: 'name',
    why: '5499 is "Misc. Food Stores – Convenience Stores and Specialty Markets".',
  },
  {
    term: 'corner store',
    codes: ['5499'],
    source: 'choice',
    why: 'A corner store is a convenience store (5499).',
  },
  {
    term: 'deli',
    codes: ['5499', '5814'],
    source: 'choice',
    why: 'A delicatessen is a specialty market (5499), or fast food when it serves sandwiches to eat now (5814).',
  },
  {
    term: 'butcher',
    codes: ['5422'],
    source: 'choice',
    why: '5422 is "Meat Provisioners – Freezer and Locker", the one code that names selling meat.',
  },
  {
    term: 'candy',
    codes: ['5441'],
    source: 'name',
    why: '5441 is "Candy, Nut, and Confectionery Stores".',
  },
  // Vehicles
  {
    term: 'gas station',
    codes: ['5541', '5542'],
    source: 'name',
    why: '5541 is "Service Stations"; pay-at-the-pump sales are "Automated Fuel Dispensers" (5542).',
  },
  {
    term: 'fuel',
    codes: ['5541', '5542'],
    source: 'name',
    why: 'Fuel is sold at service stations (5541) and automated fuel dispensers (5542).',
  },
  {
    term: 'petrol',
    codes: ['5541', '5542'],
    source: 'name',
    why: 'Another word for gasoline: service stations (5541, 5542).',
  },
  {
    term: 'mechanic',
    codes: ['7538', '7531'],
    source: 'name',
    why: '7538 is "Automotive Service Shops"; body work is 7531.',
  },
  {
    term: 'auto repair',
    codes: ['7538', '7531'],
    source: 'name',
    why: '7538 is "Automotive Service Shops"; body work is 7531.',
  },
  // Personal care
  {
    term: 'hair',
    codes: ['7230'],
    source: 'name',
    why: 'Hair is cut and styled in barber and beauty shops (7230).',
  },
  {
    term: 'salon',
    codes: ['7230', '7298'],
    source: 'name',
    why: 'Beauty salons are "Barber and Beauty Shops" (7230); a spa is "Health and Beauty Spas" (7298).',
  },
  {
    term: 'nail salon',
    codes: ['7230', '7298'],
    source: 'choice',
    why: 'Manicures are a beauty shop service (7230); a day spa that also does nails is 7298.',
  },
  {
    term: 'spa',
    codes: ['7298'],
    source: 'name',
    why: '7298 is "Health and Beauty Spas".',
  },
  {
    term: 'massage',
    codes: ['7298', '7297'],
    source: 'name',
    why: 'A spa (7298); "Massage Parlors" is 7297.',
  },
  {
    term: 'tattoo',
    codes: ['7299'],
    source: 'choice',
    why: 'No code names tattooing: it is a personal service not elsewhere classified (7299).',
  },
  {
    term: 'laundromat',
    codes: ['7211', '7216'],
    source: 'name',
    why: '7211 is "Laundries"; dry cleaning is 7216.',
  },
  {
    term: 'gym',
    codes: ['7997', '7941'],
    source: 'examples',
    why: '7997 lists membership sports and athletic clubs; 7941 sports clubs.',
  },
  {
    term: 'fitness',
    codes: ['7997'],
    source: 'examples',
    why: '7997 lists membership sports, recreation and athletic clubs.',
  },
  // Shops
  {
    term: 'clothing',
    codes: ['5651', '5691', '5699'],
    source: 'name',
    why: 'The clothing store codes: family (5651), men\u2019s and women\u2019s (5691), other apparel (5699).',
  },
  {
    term: 'boutique',
    codes: ['5699', '5621', '5651'],
    source: 'choice',
    why: 'A boutique is usually an apparel and accessory shop (5699) or a women\u2019s wear store (5621).',
  },
  {
    term: 'pharmacy',
    codes: ['5912'],
    source: 'name',
    why: '5912 is "Drug Stores and Pharmacies".',
  },
  {
    term: 'flower',
    codes: ['5992'],
    source: 'name',
    why: '5992 is "Florists".',
  },
  {
    term: 'pet store',
    codes: ['5995'],
    source: 'name',
    why: '5995 is "Pet Shops, Pet Foods, and Supplies Stores".',
  },
  {
    term: 'vet',
    codes: ['0742'],
    source: 'name',
    why: '0742 is "Veterinary Services".',
  },
  {
    term: 'smoke shop',
    codes: ['5993'],
    source: 'name',
    why: '5993 is "Cigar Stores and Stands".',
  },
  {
    term: 'phone repair',
    codes: ['7699', '7622'],
    source: 'choice',
    why: 'Repairs not elsewhere classified (7699); radio and electronics repair is 7622.',
  },
  {
    term: 'gift shop',
    codes: ['5947'],
    source: 'name',
    why: '5947 is "Card Shops, Gift, Novelty, and Souvenir Shops".',
  },
  {
    term: 'thrift',
    codes: ['5931'],
    source: 'name',
    why: '5931 is "Used Merchandise and Secondhand Stores".',
  },
  // Trades and services
  {
    term: 'plumber',
    codes: ['1711'],
    source: 'name',
    why: 'The IRS name of 1711 is "Heating, Plumbing, A/C".',
  },
  {
    term: 'electrician',
    codes: ['1731'],
    source: 'name',
    why: '1731 is "Electrical Contractors".',
  },
  {
    term: 'landscaping',
    codes: ['0780'],
    source: 'name',
    why: 'The IRS name of 0780 is "Landscaping Services".',
  },
  {
    term: 'lawyer',
    codes: ['8111'],
    source: 'name',
    why: '8111 is "Legal Services and Attorneys".',
  },
  {
    term: 'daycare',
    codes: ['8351'],
    source: 'name',
    why: '8351 is "Child Care Services".',
  },
  {
    term: 'church',
    codes: ['8661'],
    source: 'name',
    why: '8661 is "Religious Organizations".',
  },
  {
    term: 'taxi',
    codes: ['4121'],
    source: 'name',
    why: '4121 is "Taxicabs and Limousines".',
  },
  {
    term: 'hotel',
    codes: ['7011'],
    source: 'name',
    why: '7011 is "Lodging – Hotels, Motels, Resorts".',
  },
];

/**
 * Offered before anything is typed: the categories most small businesses boarded in the field fall
 * under (our reviewed choice, from the synonyms above), in the order an agent meets them.
 */
export const commonCategoryCodes: readonly string[] = [
  '5812',
  '5814',
  '5411',
  '5499',
  '5541',
  '7230',
  '5462',
  '5813',
  '7538',
  '5999',
  '7299',
  '8099',
];
