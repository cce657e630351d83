import { addDays, dateIn } from '#shared/dates.js';
import { contactRequestSchema, type ContactRequest } from '#shared/agent-contacts.js';
import { completeContactFollowUp, logContact } from '../../functions/agent-contacts/agent-contacts.js';
import { findContactsPage } from '../../functions/data/agent-contacts.js';
import { getUser } from '../../functions/data/users.js';
import { DEMO_AGENTS } from './seed-agents.js';
import { DEMO_ADMIN, findUserIdByEmail, type SeedStep } from './seed-step.js';

// A month of the outreach log (issue 12 point 9), logged through the product's own rule:
// open-house visits and events, some follow-ups open, and Alex Rivera, met at a breakfast
// before the demo inspections were ordered, so his timeline shows the orders that followed.

type Demo = Omit<ContactRequest, 'contact_date'> & { daysAgo: number; isDone?: boolean };

const [alex, brooke] = DEMO_AGENTS;

const DEMO_CONTACTS: Demo[] = [
  { daysAgo: 27, contact_time: '07:45', contact_license_number: '0400063', contact_name: 'Alex Rivera', meeting_type: 'breakfast', event_name: 'Realtor Breakfast', location: 'Buffalo Grille, Bellaire', gave_materials: true, exchanged_cards: true, follow_up_needed: true, isDone: true, contact_phone: alex!.phone, notes: 'Asked about a sample report; sent one the next day.' },
  { daysAgo: 24, contact_time: '13:20', contact_license_number: '0584213', contact_name: 'Jordan Ellis', meeting_type: 'open_house', open_house_mls_number: '70411234', expected_agent_name: 'Jordan Ellis', was_expected_agent: true, location: '1421 Cortlandt St, Houston, TX 77008', gave_materials: true },
  { daysAgo: 24, contact_time: '14:40', contact_license_number: 'unknown', contact_name: 'No agent present', meeting_type: 'open_house', open_house_mls_number: '70419876', expected_agent_name: 'Samantha Reyes', location: '820 Harvard St, Houston, TX 77007', notes: 'Left a flyer with the host.' },
  { daysAgo: 20, contact_time: '11:00', contact_license_number: '0612877', contact_name: 'Priya Shah', meeting_type: 'office_visit', event_name: 'Office Visits', location: 'Heights Realty Group', gave_materials: true, exchanged_cards: true, follow_up_needed: true },
  { daysAgo: 17, contact_time: '12:15', contact_license_number: '0598340', contact_name: 'Marcus Lee', meeting_type: 'lunch_meeting', event_name: 'Realtor Meetup', exchanged_cards: true },
  { daysAgo: 13, contact_time: '14:05', contact_license_number: '0400072', contact_name: 'Brooke Nguyen', meeting_type: 'open_house', open_house_mls_number: '70433310', expected_agent_name: 'Brooke Nguyen', was_expected_agent: true, location: '4411 Bellaire Blvd, Bellaire, TX 77401', gave_materials: true, follow_up_needed: true, contact_email: brooke!.email },
  { daysAgo: 10, contact_time: '09:30', contact_license_number: '0633019', contact_name: 'Hannah Okafor', meeting_type: 'conference', event_name: 'Real Estate Conference', location: 'George R. Brown Convention Center', gave_materials: true, exchanged_cards: true, follow_up_needed: true, isDone: true },
  { daysAgo: 6, contact_time: '15:10', contact_license_number: '0584213', contact_name: 'Jordan Ellis', meeting_type: 'phone_call', event_name: 'Follow-up call', notes: 'Wants pricing for a 4,000 sq ft home.', follow_up_needed: true },
  { daysAgo: 3, contact_time: '13:45', contact_license_number: '0654720', contact_name: 'Elena Petrova', meeting_type: 'open_house', open_house_mls_number: '70450021', expected_agent_name: 'Tom Becker', was_expected_agent: false, location: '2210 Alabama St, Houston, TX 77004', exchanged_cards: true },
  { daysAgo: 1, contact_time: '08:00', contact_license_number: '0612877', contact_name: 'Priya Shah', meeting_type: 'networking', event_name: 'Training Event', gave_materials: true },
];

export const contactSeedStep: SeedStep = {
  name: 'demo agent contacts',
  run: async ({ deps, io }) => {
    if ((await findContactsPage(deps.db, {}, 1)).contacts.length > 0) {
      io.out('Demo agent contacts already there.');
      return false;
    }
    const admin = await getUser(deps.db, (await findUserIdByEmail(deps, DEMO_ADMIN.email))!);
    const today = dateIn(deps.config.BUSINESS_TIME_ZONE, deps.now());
    for (const { daysAgo, isDone, ...demo } of DEMO_CONTACTS) {
      const date = addDays(today, -daysAgo);
      const request = demo.meeting_type === 'open_house' ? { ...demo, open_house_date: date } : demo;
      const contact = await logContact(deps, admin, contactRequestSchema.parse({ ...request, contact_date: date }));
      if (isDone) await completeContactFollowUp(deps, admin, contact.id);
    }
    io.out(`Demo agent contacts: ${DEMO_CONTACTS.length} over the last month, Alex Rivera's followed by his orders.`);
    return true;
  },
};
