import { BOOKING_NOTES, DATE, NAME, PHONE, stayDates, type FormField } from '../catalogue/kinds';

/**
 * Care for pets that is not a vet's: grooming, boarding, training, walking and sitting. Each says
 * what it does, who does it and what its photos show, without claims only its owner can make.
 */
export interface PetCare {
  /** The words that name this care in what the business is and offers. */
  words: RegExp;
  /** What the work is called, where the brief's words do not say ("pet boarding"). */
  work: string;
  /** Who does the work ("groomer"). */
  worker: string;
  /** Whether pets stay overnight: then a booking is for dates. */
  stays: boolean;
  /** Its usual services: name, length or unit, and a price range in rupees. */
  services: [name: string, length: string, min: number, max: number][];
  /** What its photos show. */
  scenes: string[];
}

const PET_CARE: PetCare[] = [
  {
    words: /board|kennel|hostel|day ?care|cr[eè]che|cattery|pet stay|pet hotel/i,
    work: 'pet boarding',
    worker: 'carer',
    stays: true,
    services: [
      ['Overnight stay', 'per night', 600, 1500],
      ['Day care', 'per day', 400, 900],
      ['Week-long stay', 'per week', 3500, 9000],
    ],
    scenes: [
      'Playtime',
      'Nap time',
      'Out for a walk',
      'Feeding time',
      'Making friends',
      'Home time',
    ],
  },
  {
    words: /train|obedience|behaviou?r/i,
    work: 'dog training',
    worker: 'trainer',
    stays: false,
    services: [
      ['Puppy basics', '4 weeks', 4000, 8000],
      ['Obedience course', '6 weeks', 6000, 12000],
      ['One-to-one session', '60 min', 800, 2000],
    ],
    scenes: ['A puppy class', 'Sit and stay', 'On the lead', 'Practice time', 'Good dog!'],
  },
  {
    words: /walk|sitt/i,
    work: 'pet sitting',
    worker: 'pet sitter',
    stays: false,
    services: [
      ['Dog walk', '30 min', 150, 350],
      ['Drop-in visit', '45 min', 300, 700],
      ['Overnight sitting', 'per night', 1000, 2500],
    ],
    scenes: ['Out for a walk', 'At the park', 'Playtime', 'Feeding time', 'Back home'],
  },
];

/** Grooming, and any care for pets the words do not place. */
const GROOMING: PetCare = {
  words: /groom/i,
  work: 'pet grooming',
  worker: 'groomer',
  stays: false,
  services: [
    ['Bath and brush', '60 min', 500, 1200],
    ['Full groom', '2 hours', 1200, 2500],
    ['Nail trim', '20 min', 200, 400],
    ['De-shedding treatment', '90 min', 900, 1800],
  ],
  scenes: ['Bath time', 'Before', 'After', 'A fresh trim', 'Nails and paws', 'Ready to go home'],
};

/** The care a business gives pets, by what it is and offers ("pet boarding", "dog trainer"). */
export function petCareOf(subject: { business: string; offer: string }): PetCare {
  return petCareIn(`${subject.business} ${subject.offer}`);
}

/** The care the words name, grooming where they name none. */
export function petCareIn(words: string): PetCare {
  if (GROOMING.words.test(words)) return GROOMING;
  return PET_CARE.find((care) => care.words.test(words)) ?? GROOMING;
}

/** What pet care promises an owner, as the features section says it. */
export const PET_PROMISES: [string, string][] = [
  ['Tell us about your pet', 'Their name, their habits and anything they need'],
  ['A time that suits you', 'Choose the day, and we confirm it by phone'],
  ['Ask the cost', 'Ask us what it costs before you book'],
];

/** Sample reviews of pet care, marked as samples on the page. */
export const petQuotes = (name: string): string[] => [
  'Our dog could not wait to go back',
  `${name} looked after our cat like one of their own`,
  'Patient, gentle and always on time',
  `We would not trust anyone but ${name} with our pets now`,
];

/** What pet owners ask before they book, answered without terms the owner did not give. */
export const PET_QUESTIONS: [string, string][] = [
  [
    'Which pets do you look after?',
    'Tell us about your pet when you book, and we will tell you if we are the right fit',
  ],
  [
    'Do you need vaccination records?',
    'We tell you what we need from you when we confirm your booking',
  ],
  ['How do I book?', 'Send us the form below, and we call you to confirm'],
  ['Can I change or cancel?', 'Yes. Tell us as early as you can, and we will find another day'],
];

/**
 * Pet care is booked for a pet: its name and kind, the service (for a visit), and the day or the
 * dates of a stay.
 */
export function petBookingFields(care: PetCare): FormField[] {
  const services = care.services.map(([name]) => name);
  return [
    NAME,
    PHONE,
    { name: 'pet', label: 'Your pet’s name', type: 'text', required: true },
    {
      name: 'kind',
      label: 'Your pet is a',
      type: 'select',
      required: true,
      options: ['Dog', 'Cat', 'Other'],
    },
    ...(care.stays
      ? []
      : [
          {
            name: 'service',
            label: 'Service',
            type: 'select' as const,
            required: true,
            options: services,
          },
        ]),
    ...(care.stays
      ? stayDates(['drop_off', 'Drop-off'], ['pick_up', 'Pick-up'])
      : [{ ...DATE, label: 'Preferred date' }]),
    BOOKING_NOTES,
  ];
}
