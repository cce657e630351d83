import type { DisclaimerPart } from './reports.js';

// The report's preamble, shown on the viewer's Disclaimer page (product/outreach.md §2) under the
// headings of page 1 of TREC form REI 7-6.
//
// This default is written in our own words: it paraphrases what the form's preamble
// covers, it is NOT the promulgated text. Texas requires inspectors to use the
// promulgated REI 7-6 wording verbatim in their reports, so before real reports go out the
// business installs TREC's current wording through the settings page (PUT
// /api/admin/settings/report-disclaimer), which replaces this default for every report.

export const DEFAULT_DISCLAIMER: DisclaimerPart[] = [
  {
    heading: 'PURPOSE OF INSPECTION',
    text: [
      'This report records what the inspector could see during a visual, non-invasive look at the parts of the home that were readily accessible on the day of the inspection.',
      'It describes their condition at that one point in time only: conditions change, and parts that worked during the inspection may fail afterwards.',
      "The inspection is meant to help you understand the home's general condition. It does not list every flaw, and it does not judge the property's value or whether you should buy it.",
    ].join(' '),
  },
  {
    heading: 'RESPONSIBILITY OF THE INSPECTOR',
    text: [
      'The inspector is licensed by the Texas Real Estate Commission (TREC) and follows the TREC standards of practice, which set the minimum that the inspection covers.',
      'Items the inspector finds not working as intended, or in need of repair, are reported as deficient; items not inspected are marked as such, where practical with the reason.',
      'The standards do not require the inspector to move furniture, stored goods, floor or wall coverings, insulation or anything else that blocks the view; to take equipment apart; to enter areas that are unsafe or cannot be reached; to predict how long a system will last or when it will fail; to estimate the cost of repairs; or to test for environmental hazards such as mold, asbestos, lead-based paint, radon or other toxic substances.',
    ].join(' '),
  },
  {
    heading: 'RESPONSIBILITY OF THE CLIENT',
    text: [
      'Please read the whole report, including the comments and the items marked not inspected, and not only the deficiencies.',
      'Have every deficient item, and anything you are unsure about, evaluated by a qualified specialist such as a licensed electrician, plumber, air-conditioning technician or structural engineer, who may find problems a general inspection cannot.',
      'Arrange these evaluations, and any repair estimates you want, before your option period or other contract deadline ends, while you can still act on what they find.',
      "Ask the sellers about the home's history, known problems and past repairs, and look at any permits and warranties they can give you.",
    ].join(' '),
  },
  {
    heading: 'REPORT LIMITATIONS',
    text: [
      'The report covers only the systems and items it lists, and only what could be observed without special tools, laboratory tests or invasive methods.',
      "Hidden, concealed or intermittent problems may not be found. The inspection is not a code inspection: the report does not certify that the home meets any building code, a manufacturer's instructions or the rules of a homeowners' association.",
      'The report is written for the client named on it and for the date shown; it is not meant to be relied upon by anyone else, and the service agreement sets out the limits of the inspector\'s liability.',
    ].join(' '),
  },
  {
    heading: 'NOTICE CONCERNING HAZARDOUS CONDITIONS, DEFICIENCIES, AND CONTRACTUAL AGREEMENTS',
    text: [
      'Some conditions reported as deficient may be hazards even though they are not violations of the building code that applied when the home was built.',
      'Older homes in particular may lack safety features expected today, such as ground-fault (GFCI) and arc-fault (AFCI) circuit protection, smoke and carbon-monoxide alarms, safety glass, or adequate handrails and guards.',
      'Listing an item does not oblige the seller to correct it. This report is not a warranty, guarantee or insurance policy for the home or any of its parts.',
      'Whether repairs are made, and by whom, depends on the terms of your contract with the seller, which are separate from this inspection; ask your real-estate agent or an attorney about your rights and duties under that contract.',
    ].join(' '),
  },
];
