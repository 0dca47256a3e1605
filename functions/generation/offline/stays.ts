import { BOOKING_NOTES, DATE, NAME, PHONE, stayDates, type FormField } from '../catalogue/kinds';

/**
 * A place to stay (a hotel, a homestay, a hostel, a PG): what it says of itself without claiming
 * what only its owner knows (no check-in times, no meals, no view, no deposit it did not name).
 * A hotel's guests come for nights; a paying guest lives there and pays by the month.
 */
export interface Stay {
  /** What the hero asks of a visitor, with a booking form below or without one. */
  invite: (formBelow: boolean) => string;
  /** What the about section says after the place's name, what it is and where. */
  about: (isWhat: string) => string;
  promises: [string, string][];
  /** Sample reviews, marked as samples on the page. */
  quotes: (name: string) => string[];
  /** What its photos show: its rooms and the place, not a portfolio's work. */
  scenes: string[];
  /** What guests ask before they book, answered without terms the owner did not give. */
  questions: (city: string | undefined) => [string, string][];
  /** How the booking form is headed and answered ("call" is ", or call us on …" or nothing). */
  booking: (call: string) => { heading: string; intro: string; thanks: string };
  /** When a guest comes: a hotel's check-in, check-out and guests; a PG's move-in date. */
  when: FormField[];
}

/** Words of a place that lets its rooms by the month to people who live there. */
export const LET_BY_THE_MONTH = /\b(?:pg|paying guests?)\b/i;

const directions = (city: string | undefined) =>
  city ? `We are in ${city}, and we send you directions` : 'We send you directions';

const BY_THE_NIGHT: Stay = {
  invite: (formBelow) =>
    formBelow ? 'Send us your dates below.' : 'Take a look around, then send us your dates.',
  about: (isWhat) =>
    `${isWhat}: a comfortable room, a warm welcome and hosts glad to help you find your way around.`,
  promises: [
    ['Your dates, confirmed', 'Send us your dates and we call to confirm your room'],
    ['The rate agreed first', 'You know the price per night before you arrive'],
    ['A room made ready', 'Fresh linen and a made bed waiting when you arrive'],
    ['Hosts who help', 'Ask us the way, a taxi or a good place to eat'],
  ],
  quotes: (name) => [
    'Clean rooms and the warmest welcome',
    `We stayed two nights at ${name} and wished we had booked a week`,
    'Our hosts made us feel at home from the moment we arrived',
    `We will be back at ${name} next year`,
  ],
  scenes: ['A room', 'Arriving', 'Breakfast', 'A quiet corner', 'The place'],
  questions: (city) => [
    [
      'How do I book?',
      'Send us your dates with the form below, and we call you to confirm your room',
    ],
    [
      'When can I check in?',
      'We tell you the check-in and check-out times when we confirm your booking',
    ],
    [
      'Can I change or cancel my booking?',
      'Tell us as early as you can; we tell you our cancellation terms when we confirm',
    ],
    ['How do I find you?', `${directions(city)} when we confirm your booking`],
  ],
  booking: (call) => ({
    heading: 'Book a stay',
    intro: `Tell us your dates and how many of you are coming${call}. We call to confirm your room.`,
    thanks: 'Your booking request is in; we will call to confirm your room.',
  }),
  when: [
    ...stayDates(['check_in', 'Check-in'], ['check_out', 'Check-out']),
    { name: 'guests', label: 'Guests', type: 'number', required: true, min: 1, max: 20 },
  ],
};

const BY_THE_MONTH: Stay = {
  invite: (formBelow) =>
    formBelow
      ? 'Tell us below when you want to move in.'
      : 'Take a look around, then come and see a room.',
  about: (isWhat) =>
    `${isWhat}: a clean room, the rent by the month and someone to ask when you need something.`,
  promises: [
    ['See the room first', 'Come and look around before you decide'],
    ['The rent agreed first', 'You know the monthly rent before you move in'],
    ['A room made ready', 'A clean room waiting on the day you move in'],
    ['Someone to ask', 'Tell us what you need and we sort it out'],
  ],
  quotes: (name) => [
    'Clean rooms and friendly people',
    `Moving into ${name} was the easiest part of coming to a new city`,
    'It feels like home, far from home',
    `I tell everyone new to the city about ${name}`,
  ],
  scenes: ['A room', 'A quiet corner', 'The building', 'Coming home', 'The place'],
  questions: (city) => [
    [
      'How do I book a room?',
      'Tell us when you want to move in with the form below, and we call you to arrange a visit',
    ],
    ['Can I see the room first?', 'Yes. We arrange a time for you to visit when we call you'],
    [
      'What does the rent include?',
      'We tell you what the rent covers, and any deposit, before you decide',
    ],
    ['How do I find you?', `${directions(city)} when we call you`],
  ],
  booking: (call) => ({
    heading: 'Book a room',
    intro: `Tell us when you want to move in${call}. We call to arrange a visit.`,
    thanks: 'Your request is in; we will call to arrange a visit.',
  }),
  when: [{ ...DATE, name: 'move_in', label: 'Move-in date' }],
};

/** How a place to stay speaks: by the night, or by the month for a PG. */
export const stayOf = (subject: { business: string }): Stay =>
  LET_BY_THE_MONTH.test(subject.business) ? BY_THE_MONTH : BY_THE_NIGHT;

/** A stay is booked for when its guest comes, and which room when it has two or more. */
export function stayBookingFields(stay: Stay, rooms: readonly string[]): FormField[] {
  return [
    NAME,
    PHONE,
    ...stay.when,
    ...(rooms.length >= 2
      ? [
          {
            name: 'room',
            label: 'Room',
            type: 'select' as const,
            required: true,
            options: [...rooms],
          },
        ]
      : []),
    BOOKING_NOTES,
  ];
}
