import type { Rating, ReportSection } from '#shared/reports.js';

// Demo data for `seed-demo`: the sections of one realistic report on a two-story,
// 1990s brick-veneer house on a slab in the Houston area, in the order and with the
// subsection titles of TREC form REI 7-6. Written for this project; the findings are
// typical of such a house (expansive clay soil, an original-era panel, a gas water
// heater in the garage) so the viewer and the PDF show every rating.

type Checklist = [label: string, checked: boolean][];

/** One section; paragraphs are joined with a blank line, as an inspector types them. */
function section(sectionCode: string, sectionTitle: string, rating: Rating, checklist: Checklist, paragraphs: string[]): ReportSection {
  return {
    sectionCode,
    sectionTitle,
    rating,
    checklistItems: checklist.map(([label, checked]) => ({ label, checked })),
    comments: paragraphs.join('\n\n'),
    photos: [],
  };
}

const structural: ReportSection[] = [
  section('I.A', 'Foundations', 'D', [
    ['Slab-on-grade foundation (post-tensioned)', true],
    ['Slab surface cracks observed', true],
    ['Corner cracks at slab edges', true],
    ['Exposed post-tension tendon ends', false],
    ['Floor elevation survey performed', false],
    ['Performance opinion provided', true],
  ], [
    'Type: post-tensioned concrete slab on grade. The visible perimeter of the slab, the interior floors, the door frames and the wall finishes were examined for signs of movement. Floor coverings limited the view of the slab surface inside the house.',
    'Performance opinion: in the inspector\'s opinion the foundation is performing as intended at this time. No sloping floors, binding doors or diagonal drywall cracks that would point to significant differential movement were observed.',
    'Deficient: corner cracks (wedge-shaped spalls) are present at the front left corner of the garage and at the rear right corner of the family room. These are common where the slab edge is thin and are not structural on their own, but the exposed concrete lets moisture reach the reinforcement. Recommend sealing the cracked corners with a patching compound suited to concrete.',
    'The soil here is expansive clay. Keep the soil moisture around the slab as even as practical, especially during dry summers, to limit seasonal movement.',
  ]),
  section('I.B', 'Grading and Drainage', 'D', [
    ['Negative slope toward foundation', true],
    ['Gutters and downspouts present', true],
    ['Downspouts discharge at foundation', true],
    ['Insufficient exposed slab height', true],
    ['Standing water observed', false],
  ], [
    'The soil at the rear of the house slopes toward the foundation for roughly 12 feet along the covered patio, and the bed at the left side of the house holds mulch within 2 inches of the brick. Water that collects against the slab adds to foundation movement and invites wood-destroying insects.',
    'The downspouts at the rear left corner and at the right side of the garage discharge directly at the foundation with no splash blocks or extensions.',
    'Recommend regrading so the soil falls away from the house at least 6 inches in the first 10 feet, keeping at least 4 inches of slab exposed, and adding downspout extensions that carry water several feet from the foundation. A landscape or drainage contractor can advise on the rear patio area.',
  ]),
  section('I.C', 'Roof Covering Materials', 'D', [
    ['Composition asphalt shingles', true],
    ['Roof walked where safe', true],
    ['Granule loss observed', true],
    ['Damaged or lifted shingles', true],
    ['Plumbing vent flashings deteriorated', true],
    ['Evidence of active leaks at ceilings', false],
  ], [
    'Type: three-tab composition asphalt shingles, one layer as far as could be seen. The lower slopes were walked; the steep upper slopes over the front gable were viewed from the eaves with a ladder and with binoculars.',
    'Deficient: widespread granule loss was observed on the south and west facing slopes, with the fiberglass mat showing through at several tabs. This is a sign the covering is near the end of its service life.',
    'Several ridge cap shingles above the master bedroom are lifted and not sealed, and the rubber collars of two plumbing vent boots on the rear slope are cracked, which can let water run down the pipe into the attic.',
    'Recommend evaluation by a licensed roofing contractor for repair or replacement, and replacement of the cracked vent boots in the meantime. The inspector cannot predict the remaining life of a roof or confirm it will not leak.',
  ]),
  section('I.D', 'Roof Structures and Attics', 'NI', [
    ['Attic viewed from access opening only', true],
    ['Attic above garage not accessible', true],
    ['Blown-in insulation, approx. 8 to 10 inches', true],
    ['Soffit and ridge ventilation present', true],
    ['Evidence of water staining on decking', false],
  ], [
    'Not inspected: there is no access opening to the attic above the garage, so that area could not be viewed at all. The attic over the living area was viewed from the hallway pull-down stair only; there is no walkway over the ceiling joists and the blown-in insulation conceals the framing, so the attic was not entered.',
    'From the access opening the roof framing appeared to be conventional 2x6 rafters with purlin bracing, and no broken members, daylight or staining of the decking were seen in the area in view. Soffit vents and a continuous ridge vent are installed.',
    'Recommend installing an access opening above the garage and having the attic spaces fully evaluated once safe access is available.',
  ]),
  section('I.E', 'Walls (Interior and Exterior)', 'I', [
    ['Brick veneer exterior', true],
    ['Hardboard siding at upper gables', true],
    ['Weep holes present at brick base', true],
    ['Moisture meter readings at wet walls', true],
    ['Significant cracks in brick or drywall', false],
  ], [
    'Exterior walls are brick veneer on the first floor with painted hardboard lap siding on the second-floor gables. Interior walls are painted drywall.',
    'Hairline mortar cracks were noted above the garage door lintel; they are typical of seasonal movement and not a concern at this time. Monitor them and repoint the mortar if they widen.',
    'Moisture meter readings at the walls around the tubs, showers and the kitchen sink were within normal range on the day of inspection.',
  ]),
  section('I.F', 'Ceilings and Floors', 'I', [
    ['Drywall ceilings', true],
    ['Carpet, tile and laminate floor coverings', true],
    ['Ceiling stains observed', false],
    ['Cracked floor tiles observed', false],
  ], [
    'Ceilings are textured drywall; floors are ceramic tile in the entry, kitchen and baths, laminate in the family room and carpet in the bedrooms.',
    'No water stains, sagging or significant cracks were observed at the ceilings, and the floors were firm and reasonably level underfoot. Furniture and stored items covered part of the floor in the second-floor game room.',
  ]),
  section('I.G', 'Doors (Interior and Exterior)', 'D', [
    ['Exterior doors operate and latch', true],
    ['Garage-to-house door is fire-rated', true],
    ['Garage-to-house door self-closing', false],
    ['Interior doors operate', true],
    ['Damaged weatherstripping', true],
  ], [
    'Deficient: the door between the garage and the house does not close and latch on its own. A self-closing device (spring hinges or a closer) helps keep fumes and fire out of the living space. Recommend installing spring hinges and confirming the door latches from any open position.',
    'The weatherstripping at the rear patio door is torn at the bottom corner and daylight is visible; recommend replacing it.',
    'The remaining interior and exterior doors opened, closed and latched as intended. The hall bathroom door rubs lightly at the top and may need its hinges tightened.',
  ]),
  section('I.H', 'Windows', 'I', [
    ['Aluminum-frame single-hung windows', true],
    ['Double-pane insulated glass', true],
    ['Failed seals (fogging) observed', false],
    ['Bedroom egress windows open', true],
    ['Safety glass where required', true],
  ], [
    'Windows are aluminum-frame, double-pane single-hung units that appear original to the house. Accessible windows were opened and closed; the bedroom windows opened fully for emergency escape.',
    'No fogged or failed insulated glass was seen, though seal failure can be hidden by dust, light or temperature on the day of inspection. Several screens on the rear elevation are bent or missing.',
  ]),
  section('I.I', 'Stairways (Interior and Exterior)', 'I', [
    ['Interior stairway to second floor', true],
    ['Handrail present and secure', true],
    ['Baluster spacing checked', true],
    ['Uneven riser heights', false],
  ], [
    'A carpeted interior stairway with a wood handrail and painted balusters leads to the second floor. The handrail was secure and graspable, and the baluster openings measured under the 4-inch sphere limit at the points checked.',
    'There are no exterior stairways at this property.',
  ]),
  section('I.J', 'Fireplaces and Chimneys', 'I', [
    ['Prefabricated metal firebox', true],
    ['Damper operates', true],
    ['Gas log lighter present', true],
    ['Chimney chase and cap viewed from roof', true],
    ['Interior of flue fully visible', false],
  ], [
    'The family room has a wood-burning, factory-built fireplace with a metal firebox and a framed chimney chase clad in siding. The damper opened and closed, the firebrick panels had no cracks, and the spark arrestor cap was in place.',
    'Only the lower part of the flue could be seen with a flashlight. Recommend cleaning and a full flue inspection by a certified chimney sweep before the first use, as is prudent for any fireplace of unknown service history.',
  ]),
  section('I.K', 'Porches, Balconies, Decks, and Carports', 'I', [
    ['Covered front porch', true],
    ['Covered rear patio', true],
    ['Balcony present', false],
    ['Wood deck present', false],
    ['Carport present', false],
  ], [
    'The front porch and the rear patio are concrete slabs under the main roof. The rear patio cover is supported by two brick-clad columns that were plumb and without visible damage.',
    'There are no balconies, decks or carports at this property.',
  ]),
];

const electrical: ReportSection[] = [
  section('II.A', 'Service Entrance and Panels', 'D', [
    ['Underground service lateral', true],
    ['200 amp main panel in garage', true],
    ['Copper branch wiring', true],
    ['Double-tapped breaker observed', true],
    ['Grounding electrode conductor visible', true],
    ['AFCI protection at bedrooms', false],
  ], [
    'The underground service feeds a 200 amp panel on the left wall of the garage. The branch wiring is copper and the grounding conductor was seen connected to a rod at the meter base.',
    'Deficient: the 20 amp breaker in the lower left of the panel has two conductors under a single terminal screw (a double tap). This breaker is not listed for two wires, and the connection can loosen and overheat.',
    'Deficient: arc-fault (AFCI) protection is not provided for the bedroom circuits. It was not required when the house was built, but the inspection standards call for reporting it.',
    'Recommend evaluation and repair by a licensed electrician.',
  ]),
  section('II.B', 'Branch Circuits, Connected Devices, and Fixtures', 'D', [
    ['Representative number of outlets tested', true],
    ['GFCI protection in kitchen and baths', true],
    ['GFCI protection in garage', false],
    ['GFCI protection at exterior outlets', true],
    ['Smoke alarms present in bedrooms', true],
    ['Open ground or reversed polarity found', true],
  ], [
    'Deficient: the outlets in the garage, including the one behind the freezer, are not protected by a ground-fault circuit interrupter (GFCI). Current standards call for GFCI protection at all garage outlets.',
    'The outlet on the left wall of the second bedroom tested as an open ground, and the light fixture at the rear patio did not respond to its switch (a bulb may be out).',
    'Smoke alarms were found in each bedroom and in the hallways; they were not tested for interconnection. No carbon monoxide alarm was found, which is recommended since the house has gas appliances and an attached garage.',
    'Recommend evaluation and repair by a licensed electrician.',
  ]),
];

const hvac: ReportSection[] = [
  section('III.A', 'Heating Equipment', 'I', [
    ['Gas-fired upflow furnace', true],
    ['Located in hallway utility closet', true],
    ['Unit responded to thermostat', true],
    ['Flue vent connector secure', true],
    ['Heat exchanger fully visible', false],
  ], [
    'A natural gas upflow furnace, manufactured in 2011 per its data plate, is installed in the first-floor hallway closet. It fired and delivered warm air at the registers when called for by the thermostat.',
    'The heat exchanger cannot be seen without taking the unit apart, which is beyond this inspection. Recommend annual servicing by a licensed HVAC technician.',
  ]),
  section('III.B', 'Cooling Equipment', 'D', [
    ['Split-system electric air conditioner', true],
    ['Temperature differential measured', true],
    ['Primary condensate drain trapped', false],
    ['Refrigerant line insulation intact', false],
    ['Outdoor unit level and clear', true],
  ], [
    'A 3-ton split system serves the house; the outdoor condenser at the right side is dated 2011. Supply air measured 56°F and return air 74°F, an 18°F difference within the normally expected range.',
    'Deficient: the primary condensate drain line leaving the evaporator coil has no trap, and it ends at the right side of the house directly against the foundation. Without a trap, the air handler can pull air through the line and keep the coil pan from draining.',
    'Deficient: the insulation on the large refrigerant line at the outdoor unit is missing for about 2 feet.',
    'Recommend evaluation and repair by a licensed HVAC technician.',
  ]),
  section('III.C', 'Duct Systems, Chases, and Vents', 'I', [
    ['Flexible insulated ductwork', true],
    ['Air filter present', true],
    ['Air filter dirty', true],
    ['Supply air at each room', true],
  ], [
    'The ducts are insulated flexible ducts in the attic, seen from the access opening only. Air flowed at the supply registers in every room that was checked.',
    'The return air filter is heavily loaded with dust. Replace it now and on a regular schedule to protect the equipment.',
  ]),
];

const plumbing: ReportSection[] = [
  section('IV.A', 'Plumbing Supply, Distribution Systems and Fixtures', 'I', [
    ['Copper supply piping where visible', true],
    ['Static water pressure measured', true],
    ['Main shut-off valve located', true],
    ['Exterior hose bibbs have backflow devices', false],
    ['Fixtures operated and checked for leaks', true],
  ], [
    'The water meter is at the front curb and the main shut-off valve is at the front left of the house near the hose bibb. Static pressure at the front hose bibb measured 62 psi.',
    'All sinks, tubs, showers and toilets were run and checked. The master shower head sprays unevenly from mineral buildup. The hose bibbs have no anti-siphon devices; inexpensive screw-on vacuum breakers are recommended.',
  ]),
  section('IV.B', 'Drains, Wastes, and Vents', 'I', [
    ['PVC drain piping where visible', true],
    ['Drains flowed freely under water test', true],
    ['Cleanout located', true],
    ['Hydrostatic test performed', false],
  ], [
    'The visible drain and vent piping is PVC. The fixtures drained freely with water run for several minutes at each, and no leaks were seen under the sinks.',
    'The sewer cleanout is at the left front of the house. A hydrostatic test of the under-slab drains was not performed; it is outside this inspection and can be arranged with a licensed plumber.',
  ]),
  section('IV.C', 'Water Heating Equipment', 'D', [
    ['Gas water heater, 40 gallon', true],
    ['Raised 18 inches above garage floor', true],
    ['Temperature and pressure relief valve present', true],
    ['TPR discharge line correctly routed', false],
    ['Gas shut-off valve and sediment trap present', true],
    ['Venting secure', true],
  ], [
    'A 40-gallon natural gas water heater, dated 2014, sits on an 18-inch platform in the garage. It supplied hot water to the fixtures.',
    'Deficient: the temperature and pressure relief (TPR) valve discharge line is reduced to 1/2-inch flexible tubing and ends behind the unit about 3 feet above the floor. The line should be full size, run downhill, and end within 6 inches of the floor or outside where a discharge is visible and safe.',
    'Recommend correction by a licensed plumber.',
  ]),
  section('IV.D', 'Hydro-Massage Therapy Equipment', 'NP', [
    ['Hydro-massage tub present', false],
    ['Pump motor access panel located', false],
    ['Ground-fault protection for pump verified', false],
  ], [
    'There is no hydro-massage (whirlpool) tub at this property. The master bathroom has a standard soaking tub.',
  ]),
];

const appliances: ReportSection[] = [
  section('V.A', 'Dishwashers', 'I', [
    ['Operated through a normal cycle', true],
    ['Drain loop or air gap present', true],
    ['Leaks observed', false],
  ], [
    'The dishwasher ran through a normal wash cycle and drained with no leaks seen at the door or under the sink. The drain hose is looped up under the countertop.',
  ]),
  section('V.B', 'Food Waste Disposers', 'I', [
    ['Operated', true],
    ['Splash guard intact', true],
    ['Wiring clamp present', true],
  ], [
    'The disposer ran without unusual noise or vibration and showed no leaks at the sink flange or the drain connection.',
  ]),
  section('V.C', 'Range Hood and Exhaust Systems', 'I', [
    ['Recirculating range hood', true],
    ['Fan and light operated', true],
    ['Grease filter clean', false],
  ], [
    'The range hood is a recirculating type that does not vent outside. The fan ran on each speed and the light worked. The grease filter is coated and should be cleaned or replaced.',
  ]),
  section('V.D', 'Ranges, Cooktops, and Ovens', 'I', [
    ['Gas range with oven', true],
    ['All burners ignited', true],
    ['Oven temperature checked at 350°F', true],
    ['Anti-tip device installed', true],
  ], [
    'The freestanding gas range lit on every burner. The oven reached 345°F at a 350°F setting, within the normal tolerance, and the anti-tip bracket is installed.',
  ]),
  section('V.E', 'Microwave Ovens', 'NP', [
    ['Built-in microwave present', false],
    ['Countertop microwave present (not inspected)', true],
    ['Microwave heated a cup of water', false],
  ], [
    'There is no built-in microwave. The countertop microwave belongs to the seller and is not part of the inspection.',
  ]),
  section('V.F', 'Mechanical Exhaust Vents and Bathroom Heaters', 'I', [
    ['Bathroom exhaust fans operated', true],
    ['Termination to exterior confirmed', false],
    ['Bathroom heaters present', false],
  ], [
    'The exhaust fans in all three bathrooms ran. Where the fan ducts end could not be confirmed because the attic was not entered; fans should vent to the outside, not into the attic.',
  ]),
  section('V.G', 'Garage Door Operators', 'I', [
    ['Operator opens and closes door', true],
    ['Auto-reverse on contact tested', true],
    ['Photo-eye sensors within 6 inches of floor', true],
    ['Manual lock disabled or removed', true],
  ], [
    'The garage door opener operated the door from the wall button and reversed when the door met resistance and when the photo-eye beam was broken.',
  ]),
  section('V.H', 'Dryer Exhaust Systems', 'D', [
    ['Rigid metal duct at dryer', true],
    ['Vent terminates outdoors', true],
    ['Lint buildup observed', true],
    ['Exterior damper flap operates', false],
  ], [
    'Deficient: heavy lint buildup was found in the wall connection behind the dryer and at the exterior hood on the left side wall. The damper flap at the hood is held open by lint. A clogged dryer vent is a fire hazard and lengthens drying time.',
    'Recommend cleaning the full length of the dryer duct and the exterior hood, and cleaning it on a regular schedule.',
  ]),
];

const optional: ReportSection[] = [
  section('VI.A', 'Landscape Irrigation (Sprinkler) Systems', 'NI', [
    ['Irrigation controller present', true],
    ['Backflow preventer present', true],
    ['Zones operated', false],
  ], [
    'Not inspected: an in-ground sprinkler system with a controller in the garage is present, but it was not run because the sellers had it shut off for a local watering restriction.',
    'Recommend having the system checked by a licensed irrigator before closing, including the backflow preventer test.',
  ]),
  section('VI.B', 'Swimming Pools, Spas, Hot Tubs, and Equipment', 'NP', [
    ['Pool present', false],
    ['Spa or hot tub present', false],
    ['Pool barrier or fence present', false],
  ], [
    'There is no swimming pool, spa or hot tub at this property.',
  ]),
  section('VI.C', 'Outbuildings', 'NP', [
    ['Detached outbuilding present', false],
    ['Storage shed present', false],
    ['Detached garage present', false],
  ], [
    'There are no outbuildings at this property.',
  ]),
];

/** Every part of REI 7-6 in the form's order: 31 sections with a mix of ratings. */
export const SAMPLE_SECTIONS: ReportSection[] = [...structural, ...electrical, ...hvac, ...plumbing, ...appliances, ...optional];
