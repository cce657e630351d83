// Word lists for `open-house-sample` (infra/cli/open-house-sample.ts). Every person,
// street and brokerage it prints is made up by combining these at random: common US
// first names with common surnames, tree and landscape words with street suffixes.
// The areas are real Houston neighbourhoods, with rough boxes, ZIP codes and prices.

export interface SampleArea {
  name: string;
  /** A box inside the neighbourhood: [south, north] latitudes, [west, east] longitudes. */
  lat: [number, number];
  lng: [number, number];
  city: string;
  zips: string[];
  /** Asking price per square foot, and the price range of the area. */
  pricePerSqft: [number, number];
  price: [number, number];
  beds: [number, number];
  houseNumber: [number, number];
  /** How many of its listings are condos or townhomes with a unit number. */
  unitShare: number;
  /** How many listings it has in a weekend, relative to the others. */
  weight: number;
}

export const SAMPLE_AREAS: SampleArea[] = [
  area('Montrose', [29.737, 29.752], [-95.405, -95.388], ['77006', '77098', '77019'], [330, 520], [350_000, 1_600_000], [1, 4], 10, { unitShare: 0.25 }),
  area('Heights', [29.784, 29.808], [-95.414, -95.389], ['77008', '77007', '77009'], [300, 480], [400_000, 1_800_000], [2, 5], 14),
  area('Midtown', [29.736, 29.748], [-95.385, -95.371], ['77002', '77004', '77006'], [220, 360], [250_000, 750_000], [1, 3], 8, { unitShare: 0.6 }),
  area('Museum District', [29.717, 29.730], [-95.399, -95.386], ['77004', '77006'], [300, 450], [400_000, 1_500_000], [1, 4], 5, { unitShare: 0.4 }),
  area('River Oaks', [29.748, 29.760], [-95.430, -95.408], ['77019', '77027'], [480, 800], [1_200_000, 3_500_000], [3, 6], 5),
  area('Rice Village', [29.711, 29.720], [-95.424, -95.412], ['77005'], [380, 560], [600_000, 2_000_000], [2, 5], 5),
  area('West University', [29.707, 29.724], [-95.440, -95.422], ['77005'], [380, 600], [900_000, 2_800_000], [3, 5], 7),
  area('Bellaire', [29.700, 29.712], [-95.475, -95.450], ['77401'], [300, 470], [600_000, 2_000_000], [3, 5], 8, { city: 'Bellaire' }),
  area('Memorial', [29.762, 29.781], [-95.560, -95.482], ['77024', '77079'], [280, 520], [700_000, 3_500_000], [3, 6], 10, { houseNumber: [10_000, 15_999] }),
  area('Spring Branch', [29.792, 29.814], [-95.530, -95.482], ['77055', '77080'], [210, 330], [300_000, 950_000], [2, 5], 10, { houseNumber: [1_000, 9_999] }),
  area('Galleria/Uptown', [29.737, 29.755], [-95.470, -95.452], ['77056', '77057', '77027'], [230, 420], [250_000, 1_200_000], [1, 4], 8, { unitShare: 0.55 }),
  area('Energy Corridor', [29.766, 29.790], [-95.645, -95.600], ['77077', '77079', '77094'], [170, 260], [280_000, 900_000], [3, 5], 10, { houseNumber: [12_000, 19_999] }),
];

function area(
  name: string,
  lat: [number, number],
  lng: [number, number],
  zips: string[],
  pricePerSqft: [number, number],
  price: [number, number],
  beds: [number, number],
  weight: number,
  more: Partial<Pick<SampleArea, 'city' | 'houseNumber' | 'unitShare'>> = {},
): SampleArea {
  return { name, lat, lng, zips, pricePerSqft, price, beds, weight, city: 'Houston', houseNumber: [100, 4_999], unitShare: 0, ...more };
}

export const FIRST_NAMES = [
  'James', 'Maria', 'Robert', 'Linda', 'Michael', 'Patricia', 'David', 'Jennifer', 'Carlos', 'Elizabeth',
  'Daniel', 'Susan', 'Jose', 'Jessica', 'Thomas', 'Sarah', 'Anthony', 'Karen', 'Kevin', 'Nancy',
  'Brian', 'Lisa', 'Luis', 'Ashley', 'Steven', 'Emily', 'Andrew', 'Michelle', 'Joshua', 'Amanda',
  'Ryan', 'Stephanie', 'Juan', 'Rebecca', 'Eric', 'Laura', 'Jason', 'Rachel', 'Tyler', 'Megan',
  'Minh', 'Priya', 'Omar', 'Grace', 'Wei', 'Fatima', 'Marcus', 'Tamika', 'Raj', 'Lauren',
  'Derek', 'Monica', 'Victor', 'Alicia', 'Trent', 'Courtney', 'Hector', 'Brenda', 'Cody', 'Kendra',
];

export const SURNAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores',
  'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts',
  'Tran', 'Patel', 'Chen', 'Le', 'Kim', 'Shah', 'Okafor', 'Castillo', 'Guerrero', 'Brooks',
];

/** The first part of a street name; with a second part or alone. */
export const STREET_FIRST = [
  'Willow', 'Cedar', 'Pecan', 'Magnolia', 'Oak', 'Elm', 'Cypress', 'Laurel', 'Maple', 'Hickory',
  'Bluebonnet', 'Sage', 'Briar', 'Ash', 'Holly', 'Aspen', 'Juniper', 'Linden', 'Birch', 'Sycamore',
  'Fair', 'Stone', 'Green', 'Park', 'Spring', 'Meadow', 'Bay', 'River', 'Lake', 'Autumn',
];
export const STREET_SECOND = [
  'brook', 'wood', 'field', 'dale', 'crest', 'haven', 'ridge', 'view', 'glen', 'mont',
  ' Hollow', ' Creek', ' Bend', ' Grove', ' Terrace', ' Trace', ' Point', ' Park', '', '',
];
export const STREET_SUFFIXES = ['St', 'St', 'Dr', 'Dr', 'Ln', 'Ct', 'Blvd', 'Way', 'Ave', 'Pl', 'Cir', 'Trl'];

/** Words brokerages are named after. */
export const BROKER_WORDS = [
  'Bayou', 'Magnolia', 'Live Oak', 'Bluebonnet', 'Pecan', 'Cypress', 'Heritage', 'Gulf Coast', 'Keystone', 'Cornerstone',
  'Harbor', 'Prairie', 'Meridian', 'Summit', 'Beacon', 'Brazos', 'Trinity', 'Bellwether', 'Landmark', 'Copperfield',
];
export const BROKER_FORMS: ((word: string, surname: string, other: string) => string)[] = [
  (_word, surname) => `${surname} Realty Group`,
  (word) => `${word} Properties`,
  (word) => `${word} Realty`,
  (_word, surname, other) => `${surname} & ${other} Real Estate`,
  (word) => `${word} Home Partners`,
  (_word, surname) => `${surname} Homes`,
];
