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
// salons" find these too. The first code of a mapping is the usual one and is listed first.
//
// The table holds at least the hundred commonest kinds of small business agents board (salons,
// food trucks, taquerias, repair shops, laundromats, dentists, florists, vape shops...), in the
// words agents and merchants use for them, and each is tested to find its usual code among the
// first five results (tests/core/categories/category-search.test.ts); a `name` or `examples` row
// may quote only the published names of its codes, which the same test checks against the list.

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
  }, // Everyday kinds of small business: food and drink
  {
    term: 'pizzeria',
    codes: ['5812', '5814'],
    source: 'choice',
    why: 'A pizzeria is a restaurant (5812) or, counter service and take-away only, fast food (5814).',
  },
  {
    term: 'taqueria',
    codes: ['5814', '5812'],
    source: 'choice',
    why: 'A taqueria sells tacos over the counter for immediate eating, as fast food restaurants (5814) do; with table service it is an eating place (5812).',
  },
  {
    term: 'fast food',
    codes: ['5814'],
    source: 'name',
    why: '5814 is "Fast Food Restaurants".',
  },
  {
    term: 'burger',
    codes: ['5814', '5812'],
    source: 'choice',
    why: 'Burgers over the counter are fast food (5814); with table service, an eating place (5812).',
  },
  {
    term: 'sandwich shop',
    codes: ['5814', '5499'],
    source: 'choice',
    why: 'Sandwiches made to eat now are fast food (5814); a delicatessen counter is a specialty market (5499).',
  },
  {
    term: 'bubble tea',
    codes: ['5814'],
    source: 'choice',
    why: 'Drinks made for immediate use, sold over the counter: fast food (5814).',
  },
  {
    term: 'juice bar',
    codes: ['5814'],
    source: 'choice',
    why: 'Juices and smoothies made to drink now are fast food (5814), not a drinking place (5813 is alcoholic beverages).',
  },
  {
    term: 'supermarket',
    codes: ['5411'],
    source: 'name',
    why: 'The IRS name of 5411 is "Grocery Stores, Supermarkets".',
  },
  {
    term: 'farmers market',
    codes: ['5499'],
    source: 'choice',
    why: 'A produce or market stand is a specialty food market (5499).',
  },
  // Everyday kinds of small business: personal care
  {
    term: 'hair salon',
    codes: ['7230', '7298'],
    source: 'name',
    why: 'Hair salons are beauty shops: 7230 is "Barber and Beauty Shops"; a day spa is 7298.',
  },
  {
    term: 'beauty salon',
    codes: ['7230', '7298'],
    source: 'name',
    why: '7230 is "Barber and Beauty Shops"; 7298 "Health and Beauty Spas".',
  },
  {
    term: 'barber',
    codes: ['7230'],
    source: 'name',
    why: '7230 is "Barber and Beauty Shops".',
  },
  {
    term: 'eyebrow threading',
    codes: ['7230'],
    source: 'choice',
    why: 'Brow threading and waxing are beauty shop services (7230).',
  },
  {
    term: 'waxing',
    codes: ['7230', '7298'],
    source: 'choice',
    why: 'Waxing is a beauty shop service (7230), or a spa one (7298).',
  },
  {
    term: 'tanning salon',
    codes: ['7298'],
    source: 'choice',
    why: 'Tanning is a health and beauty spa service (7298).',
  },
  {
    term: 'beauty supply',
    codes: ['5977'],
    source: 'name',
    why: '5977 is "Cosmetic Stores".',
  },
  {
    term: 'wig shop',
    codes: ['5698'],
    source: 'name',
    why: '5698 is "Wig and Toupee Stores".',
  },
  {
    term: 'dry cleaner',
    codes: ['7216'],
    source: 'name',
    why: '7216 is "Dry Cleaners".',
  },
  {
    term: 'tailor',
    codes: ['5697'],
    source: 'name',
    why: '5697 is "Tailors, Seamstress, Mending, and Alterations".',
  },
  {
    term: 'alterations',
    codes: ['5697'],
    source: 'name',
    why: '5697 is "Tailors, Seamstress, Mending, and Alterations".',
  },
  {
    term: 'shoe repair',
    codes: ['7251'],
    source: 'name',
    why: 'The IRS name of 7251 is "Shoe Repair/Hat Cleaning".',
  },
  {
    term: 'yoga studio',
    codes: ['7997', '8299'],
    source: 'choice',
    why: 'Class memberships are membership clubs (7997); a studio selling courses only, an educational service (8299).',
  },
  {
    term: 'dance studio',
    codes: ['7911'],
    source: 'name',
    why: '7911 is "Dance Halls, Studios and Schools".',
  },
  {
    term: 'martial arts',
    codes: ['7997', '8299'],
    source: 'choice',
    why: 'A dojo sells memberships (7997) or courses (8299).',
  },
  {
    term: 'photographer',
    codes: ['7221'],
    source: 'name',
    why: '7221 is "Photographic Studios".',
  },
  {
    term: 'funeral home',
    codes: ['7261'],
    source: 'name',
    why: '7261 is "Funeral Service and Crematories".',
  },
  {
    term: 'pet grooming',
    codes: ['7299', '0742'],
    source: 'choice',
    why: 'No code names grooming: a personal service not elsewhere classified (7299); groomers inside a vet clinic use 0742.',
  },
  // Everyday kinds of small business: health
  {
    term: 'dentist',
    codes: ['8021'],
    source: 'name',
    why: '8021 is "Dentists and Orthodontists".',
  },
  {
    term: 'doctor',
    codes: ['8011'],
    source: 'name',
    why: '8011 is "Doctors and Physicians (Not Elsewhere Classified)".',
  },
  {
    term: 'clinic',
    codes: ['8011', '8099'],
    source: 'choice',
    why: 'A walk-in or urgent care clinic is doctors (8011) or other medical services (8099).',
  },
  {
    term: 'chiropractor',
    codes: ['8041'],
    source: 'name',
    why: '8041 is "Chiropractors".',
  },
  {
    term: 'optometrist',
    codes: ['8042'],
    source: 'name',
    why: '8042 is "Optometrists and Ophthalmologists".',
  },
  {
    term: 'eyeglasses',
    codes: ['8043'],
    source: 'name',
    why: '8043 is "Opticians, Opticians Goods and Eyeglasses".',
  },
  {
    term: 'physical therapy',
    codes: ['8099'],
    source: 'choice',
    why: 'Therapists are health practitioners not elsewhere classified (8099).',
  },
  {
    term: 'podiatrist',
    codes: ['8049'],
    source: 'name',
    why: '8049 is "Podiatrists and Chiropodists".',
  },
  {
    term: 'hearing aids',
    codes: ['5975'],
    source: 'name',
    why: '5975 is "Hearing Aids – Sales, Service, and Supply Stores".',
  },
  {
    term: 'nursing home',
    codes: ['8050'],
    source: 'name',
    why: '8050 is "Nursing and Personal Care Facilities".',
  },
  {
    term: 'veterinarian',
    codes: ['0742'],
    source: 'name',
    why: '0742 is "Veterinary Services".',
  },
  // Everyday kinds of small business: vehicles
  {
    term: 'body shop',
    codes: ['7531'],
    source: 'name',
    why: '7531 is "Automotive Body Repair Shops".',
  },
  {
    term: 'oil change',
    codes: ['7538'],
    source: 'choice',
    why: 'Quick lube shops are automotive service shops (7538).',
  },
  {
    term: 'car wash',
    codes: ['7542'],
    source: 'name',
    why: '7542 is "Car Washes".',
  },
  {
    term: 'tire shop',
    codes: ['5532', '7534'],
    source: 'name',
    why: '5532 is "Automotive Tire Stores"; 7534 "Tire Re-treading and Repair Shops".',
  },
  {
    term: 'auto parts',
    codes: ['5533'],
    source: 'name',
    why: '5533 is "Automotive Parts, Accessories Stores".',
  },
  {
    term: 'used cars',
    codes: ['5521'],
    source: 'name',
    why: '5521 is "Automobile and Truck Dealers (Used Only)".',
  },
  {
    term: 'car dealer',
    codes: ['5511', '5521'],
    source: 'name',
    why: '5511 is "Car and Truck Dealers (New and Used) Sales, Service, Repairs, Parts, and Leasing".',
  },
  {
    term: 'towing',
    codes: ['7549'],
    source: 'name',
    why: '7549 is "Towing Services".',
  },
  {
    term: 'parking',
    codes: ['7523'],
    source: 'name',
    why: '7523 is "Automobile Parking Lots and Garages".',
  },
  {
    term: 'car rental',
    codes: ['7512'],
    source: 'name',
    why: '7512 is "Car Rental Companies ( Not Listed Below)".',
  },
  {
    term: 'moving company',
    codes: ['4214'],
    source: 'name',
    why: 'The IRS name of 4214 includes "Moving and Storage Companies".',
  },
  {
    term: 'storage units',
    codes: ['4225'],
    source: 'name',
    why: 'The IRS name of 4225 is "Public Warehousing and Storage - Farm Products, Refrigerated Goods, Household Goods, and Storage".',
  },
  {
    term: 'courier',
    codes: ['4215'],
    source: 'name',
    why: '4215 is "Courier Services – Air or Ground".',
  },
  // Everyday kinds of small business: shops
  {
    term: 'shoe store',
    codes: ['5661'],
    source: 'name',
    why: '5661 is "Shoe Stores".',
  },
  {
    term: 'jewelry store',
    codes: ['5944'],
    source: 'name',
    why: '5944 is "Watch, Clock, Jewelry, and Silverware Stores".',
  },
  {
    term: 'florist',
    codes: ['5992'],
    source: 'name',
    why: '5992 is "Florists".',
  },
  {
    term: 'vape shop',
    codes: ['5993', '5999'],
    source: 'choice',
    why: 'No code names e-cigarettes: they are sold as tobacco is, in cigar stores and stands (5993); 5999 where a vape shop sells mostly other goods.',
  },
  {
    term: 'tobacco',
    codes: ['5993'],
    source: 'choice',
    why: 'Tobacco is what cigar stores and stands (5993) sell.',
  },
  {
    term: 'hardware store',
    codes: ['5251'],
    source: 'name',
    why: '5251 is "Hardware Stores".',
  },
  {
    term: 'paint store',
    codes: ['5231'],
    source: 'name',
    why: 'The IRS name of 5231 is "Glass, Paint, and Wallpaper Stores".',
  },
  {
    term: 'furniture store',
    codes: ['5712'],
    source: 'name',
    why: '5712 is "Furniture, Home Furnishings, and Equipment Stores, ExceptAppliances".',
  },
  {
    term: 'mattress store',
    codes: ['5712'],
    source: 'choice',
    why: 'Mattresses are home furnishings (5712).',
  },
  {
    term: 'appliance store',
    codes: ['5722'],
    source: 'name',
    why: '5722 is "Household Appliance Stores".',
  },
  {
    term: 'electronics store',
    codes: ['5732'],
    source: 'name',
    why: 'The IRS name of 5732 is "Electronics Stores".',
  },
  {
    term: 'cell phone store',
    codes: ['4812'],
    source: 'name',
    why: '4812 is "Telecommunications Equipment including telephone sales".',
  },
  {
    term: 'computer repair',
    codes: ['7379'],
    source: 'name',
    why: 'The IRS name of 7379 is "Computer Repair".',
  },
  {
    term: 'bookstore',
    codes: ['5942'],
    source: 'name',
    why: '5942 is "Book Stores".',
  },
  {
    term: 'pawn shop',
    codes: ['5933'],
    source: 'name',
    why: '5933 is "Pawn Shops and Salvage Yards".',
  },
  {
    term: 'toy store',
    codes: ['5945'],
    source: 'name',
    why: '5945 is "Hobby, Toy, and Game Shops".',
  },
  {
    term: 'sporting goods',
    codes: ['5941'],
    source: 'name',
    why: '5941 is "Sporting Goods Stores".',
  },
  {
    term: 'bike shop',
    codes: ['5940'],
    source: 'name',
    why: '5940 is "Bicycle Shops – Sales and Service".',
  },
  {
    term: 'dollar store',
    codes: ['5331', '5310'],
    source: 'choice',
    why: 'A dollar store sells a variety of low-priced goods: "Variety Stores" (5331) or "Discount Stores" (5310).',
  },
  {
    term: 'art gallery',
    codes: ['5971'],
    source: 'name',
    why: '5971 is "Art Dealers and Galleries".',
  },
  {
    term: 'music store',
    codes: ['5733'],
    source: 'name',
    why: '5733 is "Music Stores, Musical Instruments, Piano Sheet Music".',
  },
  {
    term: 'garden center',
    codes: ['5261'],
    source: 'name',
    why: '5261 is "Nurseries – Lawn and Garden Supply Store".',
  },
  {
    term: 'office supply',
    codes: ['5943'],
    source: 'name',
    why: '5943 is "Stationery Stores, Office and School Supply Stores".',
  },
  {
    term: 'craft store',
    codes: ['5970'],
    source: 'name',
    why: '5970 is "Artist’s Supply and Craft Shops".',
  },
  {
    term: 'newsstand',
    codes: ['5994'],
    source: 'name',
    why: '5994 is "News Dealers and Newsstands".',
  },
  {
    term: 'pool supplies',
    codes: ['5996'],
    source: 'name',
    why: '5996 is "Swimming Pools – Sales, Service, and Supplies".',
  },
  {
    term: 'money transfer',
    codes: ['4829'],
    source: 'name',
    why: '4829 is "Money Orders – Wire Transfer".',
  },
  // Everyday kinds of small business: trades and services
  {
    term: 'hvac',
    codes: ['1711', '7623'],
    source: 'name',
    why: 'The IRS name of 1711 is "Heating, Plumbing, A/C"; repairs only, 7623.',
  },
  {
    term: 'roofer',
    codes: ['1761'],
    source: 'name',
    why: '1761 is "Roofing - Contractors".',
  },
  {
    term: 'contractor',
    codes: ['1520', '1799'],
    source: 'name',
    why: '1520 is "General Contractors-Residential and Commercial".',
  },
  {
    term: 'handyman',
    codes: ['1799', '7699'],
    source: 'choice',
    why: 'Odd jobs on a building are special trade contracting (1799); repairs of things, miscellaneous repair shops (7699).',
  },
  {
    term: 'locksmith',
    codes: ['7699'],
    source: 'choice',
    why: 'No code names locksmiths: repair shops and related services not elsewhere classified (7699).',
  },
  {
    term: 'cleaning service',
    codes: ['7349'],
    source: 'name',
    why: '7349 is "Cleaning and Maintenance, Janitorial Services".',
  },
  {
    term: 'house cleaning',
    codes: ['7349'],
    source: 'name',
    why: '7349 is "Cleaning and Maintenance, Janitorial Services".',
  },
  {
    term: 'carpet cleaning',
    codes: ['7217'],
    source: 'name',
    why: '7217 is "Carpet and Upholstery Cleaning".',
  },
  {
    term: 'pest control',
    codes: ['7342'],
    source: 'name',
    why: '7342 is "Exterminating and Disinfecting Services".',
  },
  {
    term: 'appliance repair',
    codes: ['7629'],
    source: 'name',
    why: 'The IRS name of 7629 is "Small Appliance Repair".',
  },
  {
    term: 'watch repair',
    codes: ['7631'],
    source: 'name',
    why: '7631 is "Watch, Clock, and Jewelry Repair".',
  },
  {
    term: 'welding',
    codes: ['7692'],
    source: 'name',
    why: '7692 is "Welding Repair".',
  },
  {
    term: 'accountant',
    codes: ['8931'],
    source: 'name',
    why: '8931 is "Accounting, Auditing, and Bookkeeping Services".',
  },
  {
    term: 'tax preparation',
    codes: ['7276'],
    source: 'name',
    why: '7276 is "Tax Preparation Service".',
  },
  {
    term: 'insurance agency',
    codes: ['6300'],
    source: 'name',
    why: '6300 is "Insurance Sales, Underwriting, and Premiums".',
  },
  {
    term: 'real estate',
    codes: ['6513'],
    source: 'name',
    why: 'The IRS name of 6513 is "Real Estate Agents and Managers - Rentals".',
  },
  {
    term: 'tutoring',
    codes: ['8299'],
    source: 'choice',
    why: 'Lessons and tutoring are educational services not elsewhere classified (8299).',
  },
  {
    term: 'driving school',
    codes: ['8299', '8249'],
    source: 'choice',
    why: 'Lessons are educational services (8299); a licensed trade course is a vocational school (8249).',
  },
  {
    term: 'print shop',
    codes: ['7338'],
    source: 'name',
    why: '7338 is "Quick Copy, Reproduction and Blueprinting Services".',
  },
  {
    term: 'marketing agency',
    codes: ['7311', '7392'],
    source: 'name',
    why: '7311 is "Advertising Services"; 7392 "Management, Consulting, and Public Relations Services".',
  },
  {
    term: 'web design',
    codes: ['7372'],
    source: 'name',
    why: '7372 is "Computer Programming, Integrated Systems Design and Data Processing Services".',
  },
  {
    term: 'consultant',
    codes: ['7392'],
    source: 'name',
    why: '7392 is "Management, Consulting, and Public Relations Services".',
  },
  {
    term: 'travel agency',
    codes: ['4722'],
    source: 'name',
    why: '4722 is "Travel Agencies and Tour Operations".',
  },
  {
    term: 'charity',
    codes: ['8398'],
    source: 'name',
    why: '8398 is "Charitable and Social Service Organizations".',
  },
  {
    term: 'nonprofit',
    codes: ['8398', '8699'],
    source: 'choice',
    why: 'Most nonprofits boarded are charities (8398); clubs and associations, membership organizations (8699).',
  },
  {
    term: 'dj',
    codes: ['7929'],
    source: 'name',
    why: '7929 is "Bands, Orchestras, and Miscellaneous Entertainers (Not Elsewhere Classified)".',
  },
  {
    term: 'bowling',
    codes: ['7933'],
    source: 'name',
    why: '7933 is "Bowling Alleys".',
  },
  {
    term: 'movie theater',
    codes: ['7832'],
    source: 'name',
    why: '7832 is "Motion Picture Theaters".',
  },
  {
    term: 'arcade',
    codes: ['7994'],
    source: 'name',
    why: '7994 is "Video Game Arcades/Establishments".',
  },
  {
    term: 'motel',
    codes: ['7011'],
    source: 'name',
    why: '7011 is "Lodging – Hotels, Motels, Resorts, Central Reservation Services (not elsewhere classified)".',
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
