import type { SectionKind } from '../../page/site-kinds';
import { CATALOGUE, EMAIL, NAME, PHONE, type FormField } from '../../catalogue/kinds';
import { clinicOf } from '../clinics';
import { practiceOf } from '../practices';
import { AGENT, OWNER_CHOICES, isPropertyAgent, showsHomes } from '../property';
import { hireBooking, hireBookingFields, hireOf } from '../hire';
import { occasionsOf, venueBooking, venueBookingFields, venueOf } from '../venues';
import { playBooking, playBookingFields, playOf } from '../play';
import { guestsPerform } from '../evening';
import { gatheringOf } from '../gatherings';
import { plannedBy, plannerOf, plannerRequest } from '../planners';
import {
  caresForPets,
  isTicketedEvent,
  isTournament,
  treatsAnimals,
  type Subject,
} from '../subject';
import { givenOffers, pricedOffers, type Voice } from '../voice';
import { formMarkup } from './form-markup';
import { usualServiceNames } from './offers';
import { priceListNames } from './plans';
import { stayBookingFields, stayOf } from '../stays';
import { broughtIn, tradeOf } from '../trades';
import { petBookingFields, petCareOf } from '../pets';
import type { RenderContext, SectionWriter } from './types';

type FormKind =
  | 'waitlist'
  | 'newsletter'
  | 'trial'
  | 'rsvp'
  | 'booking'
  | 'appointment'
  | 'enquiry'
  | 'volunteer';

/** A form card's look. */
export const FORM_STYLES = `.form-card{background:var(--bg);border:1px solid var(--muted);border-radius:var(--radius);padding:1.25rem;max-width:40rem}
.form-card form{margin-top:0}
select{width:100%;padding:.7rem;border-radius:var(--radius);border:1px solid var(--muted);background:var(--bg);color:var(--text);font:inherit}
.check{display:flex;gap:.5rem;align-items:center}.check input{width:auto}
.form-status{font-weight:700;min-height:1.5em}`;

/** What each form says above itself, and to the visitor once sent. */
const WORDING: Record<FormKind, (voice: Voice) => { intro: string; thanks: string }> = {
  waitlist: ({ name }) => ({
    intro: `Leave your email and we will let you know as soon as ${name} is ready for you.`,
    thanks: 'You are on the list; we will email you when it is your turn.',
  }),
  newsletter: ({ subject }) => ({
    intro: `News about ${subject.short}, now and then. No spam, and you can leave any time.`,
    thanks: 'You are subscribed; the next letter is on its way soon.',
  }),
  trial: ({ name }) => ({
    intro: `Try ${name}: tell us a little about your team and we will set up your trial.`,
    thanks: 'Your trial is being set up; look out for an email with your login.',
  }),
  rsvp: ({ facts, subject, name }) => {
    const on = facts.dates[0] ? ` on ${facts.dates[0]}` : '';
    switch (registration(subject)) {
      case 'entry':
        return {
          intro: `Register for ${name}${on}: ${isTournament(subject) ? 'your team, and how to reach you' : facts.offers.length > 0 ? 'your name, your email and your category' : 'your name and your email'}.`,
          thanks: 'Your registration is in; we will be in touch with your entry details.',
        };
      case 'performer':
        return {
          intro: `Put your name down to perform at ${name}${on}, and tell us what you would like to do.`,
          thanks: 'You are on the list. See you on the night.',
        };
      case 'place':
        return {
          intro: `Register for ${name}${on}: your name and your email.`,
          thanks: 'You are registered; we will email you the details.',
        };
      case 'seats':
        return {
          intro: `Save your place at ${name}${on}: your name, your email and how many are coming.`,
          thanks: 'Your places are saved; we will email you the details.',
        };
      case 'stall':
        return {
          intro: `Book a stall at ${name}${on}: your name, your phone and what you will sell.`,
          thanks: 'Your stall request is in; we will call you to confirm.',
        };
      case 'member':
        return {
          intro: `Register with ${name}: your name and how to reach you. We will get back to you.`,
          thanks: 'You are registered; we will get back to you soon.',
        };
      case 'guest':
        return {
          intro: `Please let us know if you can join us${on}.`,
          thanks: 'Your RSVP is in. We cannot wait to celebrate with you.',
        };
    }
  },
  booking: ({ facts, where, subject }) =>
    subject.flavour === 'stay'
      ? stayOf(subject).booking(facts.phones[0] ? `, or call us on ${facts.phones[0]}` : '')
      : (hired(subject, facts) ?? {
          intro: `${subject.flavour === 'food' ? 'Book a table' : 'Make a booking'}${where}${facts.phones[0] ? `, or call us on ${facts.phones[0]}` : ''}. We confirm every booking by phone.`,
          thanks: 'Your booking request is in; we will call to confirm it.',
        }),
  // A trade comes to the customer: a visit, not an appointment at a desk. Work brought in to
  // its shop is asked about: what it costs and when it will be ready.
  appointment: ({ facts, subject }) =>
    hired(subject, facts) ??
    (broughtIn(subject, facts)
      ? {
          intro: `Tell us the job${facts.phones[0] ? `, or call ${facts.phones[0]}` : ''}. We reply with the price and when it will be ready.`,
          thanks: 'Your request is in; we will reply with the price and when it will be ready.',
        }
      : showsHomes(subject)
        ? {
            intro: `Tell us which home, and the day that suits you${facts.phones[0] ? `, or call ${facts.phones[0]}` : ''}. We call back to confirm the visit.`,
            thanks: 'Your visit request is in; we will call to confirm the time.',
          }
        : subject.flavour === 'trade'
          ? {
              intro: `Tell us the job and the day that suits you${facts.phones[0] ? `, or call ${facts.phones[0]}` : ''}. We call back to confirm the visit.`,
              thanks: 'Your visit request is in; we will call to confirm the time.',
            }
          : {
              intro: `Choose a service and a day that suits you${facts.phones[0] ? `, or call ${facts.phones[0]}` : ''}. We confirm the time with you.`,
              thanks: 'Your appointment request is in; we will confirm the time shortly.',
            }),
  enquiry: ({ facts }) => ({
    intro: `Tell us what you need and we will get back to you${facts.emails[0] ? `, or write to ${facts.emails[0]}` : ''}.`,
    thanks: 'Your enquiry is in; we will get back to you.',
  }),
  volunteer: ({ name }) => ({
    intro: `${name} runs on volunteers. Tell us when you are free and we will find the right way for you to help.`,
    thanks: 'Thank you for offering your time; our volunteer team will be in touch.',
  }),
};

/** Services a visitor can choose: the prompt's offers, else the business's usual ones. */
function choicesFor(voice: Voice, kind: FormKind): string[] {
  if (voice.facts.offers.length >= 2) return givenOffers(voice).slice(0, 6);
  const { subject } = voice;
  // A school's visitor comes for a first class, or to join.
  if (kind === 'appointment' && subject.flavour === 'school') {
    return ['A trial class', 'Joining a course', 'Something else'];
  }
  if (kind === 'enquiry') {
    return subject.flavour === 'school'
      ? ['Joining a class', 'Batch timings', 'Fees', 'Something else']
      : ['A quote', 'Availability', `Our ${subject.short}`, 'Something else'];
  }
  // A groomer's, a kennel's, a trade's or a practice's visitors choose from its own services.
  if (
    caresForPets(subject) ||
    treatsAnimals(subject) ||
    subject.flavour === 'trade' ||
    practiceOf(subject) ||
    clinicOf(subject)
  ) {
    return usualServiceNames(voice);
  }
  if (showsHomes(subject)) return isPropertyAgent(subject) ? AGENT.choices : OWNER_CHOICES;
  if (/salon|spa|barber|beauty/.test(subject.business)) {
    return ['Haircut', 'Colour', 'Facial', 'Manicure'];
  }
  return ['First consultation', 'Follow-up', `Our ${subject.short}`];
}

/**
 * What signing up is: a race's entry, a performer's place on an open mic's list, a place at a
 * conference, places for a group at a show, a stallholder's, a guest's answer to an invitation,
 * or a client's or a student's registration with a business (a matrimonial bureau, an academy).
 */
type Registration = 'entry' | 'performer' | 'place' | 'seats' | 'stall' | 'guest' | 'member';

/** Kinds of business one registers with, not an event one is invited to. */
const REGISTERED_WITH: ReadonlySet<Subject['flavour']> = new Set([
  'care',
  'school',
  'wellness',
  'trade',
  'shop',
  'stay',
  'pets',
]);

function registration(subject: Subject): Registration {
  if (subject.flavour === 'sport') return 'entry';
  if (
    REGISTERED_WITH.has(subject.flavour) ||
    (subject.flavour === 'general' &&
      /\b(?:bureau|agency|centre|center|services?)$/.test(subject.business))
  ) {
    return 'member';
  }
  // Visitors walk into a fair; the people who sign up for one are its stallholders.
  if (subject.flavour === 'fair') return 'stall';
  if (subject.flavour === 'evening' && guestsPerform(subject)) return 'performer';
  if (subject.flavour === 'evening' || subject.flavour === 'festival') return 'seats';
  // Guests invited to a party answer it; anyone else saves places at a gathering.
  const gathering = gatheringOf(subject);
  if (gathering) return gathering.invited ? 'guest' : 'seats';
  return isTicketedEvent(subject) ? 'place' : 'guest';
}

/** The fields of each registration but a race's (whose categories come from the brief). */
const REGISTRATION_FIELDS: Record<Exclude<Registration, 'entry' | 'guest'>, FormField[]> = {
  performer: [
    NAME,
    EMAIL,
    { name: 'piece', label: 'What would you like to perform?', type: 'text', required: false },
  ],
  place: [
    NAME,
    EMAIL,
    { name: 'organisation', label: 'Company or college', type: 'text', required: false },
  ],
  stall: [
    NAME,
    PHONE,
    { name: 'selling', label: 'What will you sell?', type: 'text', required: true },
  ],
  member: [NAME, EMAIL, { ...PHONE, required: false }],
  seats: [
    NAME,
    EMAIL,
    {
      name: 'places',
      label: 'How many are coming?',
      type: 'number',
      required: true,
      min: 1,
      max: 10,
    },
  ],
};

/** What each registration's button says, where the catalogue's RSVP does not fit. */
const REGISTRATION_SUBMIT: Partial<Record<Registration, string>> = {
  entry: 'Register',
  member: 'Register',
  performer: 'Sign up',
  place: 'Register',
  seats: 'Save my place',
  stall: 'Book a stall',
};

/** A race's or a tournament's registration: who enters, and in which category. */
function registrationFields(voice: Voice): FormField[] {
  const categories = voice.facts.offers.slice(0, 6);
  return [
    ...(isTournament(voice.subject)
      ? [{ name: 'team', label: 'Team name', type: 'text' as const, required: true }]
      : []),
    NAME,
    EMAIL,
    { ...PHONE, required: false },
    ...(categories.length > 0
      ? [
          {
            name: 'category',
            label: 'Category',
            type: 'select' as const,
            required: true,
            options: categories,
          },
        ]
      : []),
  ];
}

/** The form's fields, with the choices it offers filled in. */
function fieldsFor(voice: Voice, kind: FormKind): FormField[] {
  const form = CATALOGUE[kind].form;
  if (!form) return [];
  if (kind === 'rsvp') {
    const how = registration(voice.subject);
    if (how === 'entry') return registrationFields(voice);
    if (how !== 'guest') return REGISTRATION_FIELDS[how];
  }
  if (kind === 'booking' && voice.subject.flavour === 'stay') {
    return stayBookingFields(stayOf(voice.subject), priceListNames(voice));
  }
  // Things let by the day are booked for dates, on whichever form the page has.
  const hire = kind === 'booking' || kind === 'appointment' ? hireOf(voice.subject) : undefined;
  if (hire) {
    // What the brief prices ("Swift Rs 1500 per day") is what can be booked; else the usual list.
    const priced = pricedOffers(voice).map(({ title }) => title);
    return hireBookingFields(hire, priced.length > 0 ? priced : priceListNames(voice));
  }
  // A place to play is booked for a day, a time and how many play.
  const play = kind === 'booking' || kind === 'appointment' ? playOf(voice.subject) : undefined;
  if (play) {
    const priced = pricedOffers(voice).map(({ title }) => title);
    return playBookingFields(play, priced.length > 0 ? priced : priceListNames(voice));
  }
  // A venue is asked for by the occasion, its date and how many are coming; so is a planner.
  if ((kind === 'booking' || kind === 'appointment') && venueOf(voice.subject)) {
    return venueBookingFields(occasionsOf(givenOffers(voice)));
  }
  const planner = plannerOf(voice.subject);
  if ((kind === 'booking' || kind === 'appointment') && planner) {
    return venueBookingFields(plannedBy(planner, givenOffers(voice)).map(([title]) => title));
  }
  // A pet is booked in by its name, for a visit or the dates of its stay.
  if ((kind === 'booking' || kind === 'appointment') && voice.subject.flavour === 'pets') {
    return petBookingFields(petCareOf(voice.subject));
  }
  return form.fields.map((field) =>
    field.type === 'select' && field.options?.length === 0
      ? { ...field, options: choicesFor(voice, kind) }
      : field,
  );
}

/**
 * The wording of a booking for what is let (a hire's things for dates, a venue for a day), on a
 * booking or an appointment form, with how to call; none for anything else.
 */
function hired(
  subject: Subject,
  facts: Pick<Voice['facts'], 'phones'>,
): { heading: string; intro: string; thanks: string } | undefined {
  const call = facts.phones[0] ? `, or call us on ${facts.phones[0]}` : '';
  const hire = hireOf(subject);
  if (hire) return hireBooking(hire, call);
  const play = playOf(subject);
  if (play) return playBooking(play, call);
  if (plannerOf(subject)) return plannerRequest(call);
  return venueOf(subject) && venueBooking(call);
}

/** A hire's or a venue's booking form's heading ("Book a bike", "Check a date"). */
const hireHeading = (subject: Subject): string | undefined =>
  hired(subject, { phones: [] })?.heading;

const HEADINGS: Record<FormKind, (voice: Subject) => string[]> = {
  waitlist: () => ['Join the waitlist'],
  newsletter: () => ['Stay in the loop', 'Get our newsletter'],
  trial: () => ['Start your trial'],
  rsvp: (subject) => [
    {
      entry: 'Register',
      performer: 'Sign up to perform',
      place: 'Register',
      member: 'Register',
      seats: 'Save your place',
      stall: 'Book a stall',
      guest: 'RSVP',
    }[registration(subject)],
  ],
  booking: (subject) => [
    subject.flavour === 'food'
      ? 'Book a table'
      : (hireHeading(subject) ??
        (subject.flavour === 'stay' ? stayOf(subject).booking('').heading : 'Make a booking')),
  ],
  appointment: (subject) => [
    hireHeading(subject) ??
      (practiceOf(subject)
        ? 'Book a consultation'
        : showsHomes(subject)
          ? 'Book a site visit'
          : subject.flavour !== 'trade'
            ? 'Book an appointment'
            : tradeOf(subject).atTheShop
              ? 'Tell us the job'
              : 'Book a visit'),
  ],
  enquiry: () => ['Send an enquiry', 'Ask us anything'],
  volunteer: () => ['Volunteer with us'],
};

function formWriter(kind: FormKind): SectionWriter {
  return {
    headings: HEADINGS[kind],
    styles: FORM_STYLES,
    copy: (voice) => {
      const { intro, thanks } = WORDING[kind](voice);
      const fields = fieldsFor(voice, kind);
      const submit =
        kind === 'rsvp'
          ? REGISTRATION_SUBMIT[registration(voice.subject)]
          : kind === 'appointment' && voice.subject.flavour === 'trade'
            ? broughtIn(voice.subject, voice.facts)
              ? 'Send request'
              : 'Request a visit'
            : kind === 'appointment' && hireOf(voice.subject)
              ? 'Request booking'
              : kind === 'appointment' && venueOf(voice.subject)
                ? 'Check availability'
                : kind === 'appointment' && plannerOf(voice.subject)
                  ? 'Send'
                  : kind === 'appointment' && practiceOf(voice.subject)
                    ? 'Request a consultation'
                    : kind === 'appointment' && showsHomes(voice.subject)
                      ? 'Request a visit'
                      : undefined;
      return {
        intro,
        items: [],
        extra: { thanks, fields: JSON.stringify(fields), ...(submit ? { submit } : {}) },
      };
    },
    body: ({ section, copy }: RenderContext) => {
      const form = CATALOGUE[kind].form;
      let fields: FormField[] = [...(form?.fields ?? [])];
      try {
        const parsed: unknown = JSON.parse(copy.extra?.fields ?? '');
        if (Array.isArray(parsed) && parsed.length > 0) fields = parsed as FormField[];
      } catch {
        // A model's copy has no field list: the catalogue's fields stand.
      }
      // A select left without choices cannot be answered; it goes.
      fields = fields.filter(
        (field) => field.type !== 'select' || (field.options?.length ?? 0) > 0,
      );
      const thanks = copy.extra?.thanks ?? 'We will be in touch soon.';
      const submit = copy.extra?.submit ?? form?.submit ?? 'Send';
      return `<div class="form-card">${formMarkup(section.id, fields, submit, thanks)}</div>`;
    },
  };
}

const KINDS: FormKind[] = [
  'waitlist',
  'newsletter',
  'trial',
  'rsvp',
  'booking',
  'appointment',
  'enquiry',
  'volunteer',
];

export const FORM_WRITERS: Partial<Record<SectionKind, SectionWriter>> = Object.fromEntries(
  KINDS.map((kind) => [kind, formWriter(kind)]),
);
