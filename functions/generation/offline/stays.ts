import { BOOKING_NOTES, DATE, NAME, PHONE, stayDates, type FormField } from '../catalogue/kinds';

/**
 * A place to stay (a hotel, a homestay, a hostel, a PG): what it says of itself without claiming
 * what only its owner knows (no check-in times, no meals, no view, no deposit it did not name).
 * A hotel's guests come for nights; a paying guest lives there and pays by the month.
 */

/** Whether a place lets its rooms by the month to people who live there (a PG), not by the night. */
export const letsByTheMonth = (subject: { business: string }): boolean =>
  /\b(?:pg|paying guests?)\b/i.test(subject.business);

/** What the hero asks of a visitor: their dates, or when they move in, below when there is a form. */
export function stayInvite(subject: { business: string }, formBelow: boolean): string {
  if (letsByTheMonth(subject)) {
    return formBelow
      ? 'Tell us below when you want to move in.'
      : 'Take a look around, then come and see a room.';
  }
  return formBelow ? 'Send us your dates below.' : 'Take a look around, then send us your dates.';
}

/** What the about section says after the place's name, what it is and where ("X is a PG in Pune"). */
export const stayAbout = (subject: { business: string }, isWhat: string): string =>
  letsByTheMonth(subject)
    ? `${isWhat}: a clean room, the rent by the month and someone to ask when you need something.`
    : `${isWhat}: a comfortable room, a warm welcome and hosts glad to help you find your way around.`;

/** What a place to stay promises, as the features section says it. */
export function stayPromises(subject: { business: string }): [string, string][] {
  if (letsByTheMonth(subject)) {
    return [
      ['See the room first', 'Come and look around before you decide'],
      ['The rent agreed first', 'You know the monthly rent before you move in'],
      ['A room made ready', 'A clean room waiting on the day you move in'],
      ['Someone to ask', 'Tell us what you need and we sort it out'],
    ];
  }
  return [
    ['Your dates, confirmed', 'Send us your dates and we call to confirm your room'],
    ['The rate agreed first', 'You know the price per night before you arrive'],
    ['A room made ready', 'Fresh linen and a made bed waiting when you arrive'],
    ['Hosts who help', 'Ask us the way, a taxi or a good place to eat'],
  ];
}

/** Sample reviews of a stay, marked as samples on the page. */
export function stayQuotes(subject: { business: string }, name: string): string[] {
  if (letsByTheMonth(subject)) {
    return [
      'Clean rooms and friendly people',
      `Moving into ${name} was the easiest part of coming to a new city`,
      'It feels like home, far from home',
      `I tell everyone new to the city about ${name}`,
    ];
  }
  return [
    'Clean rooms and the warmest welcome',
    `We stayed two nights at ${name} and wished we had booked a week`,
    'Our hosts made us feel at home from the moment we arrived',
    `We will be back at ${name} next year`,
  ];
}

/** What a stay's photos show: its rooms and the place, not a portfolio's work. */
export const stayScenes = (subject: { business: string }): string[] =>
  letsByTheMonth(subject)
    ? ['A room', 'A quiet corner', 'The building', 'Coming home', 'The place']
    : ['A room', 'Arriving', 'Breakfast', 'A quiet corner', 'The place'];

/** What guests ask before they book, answered without terms the owner did not give. */
export function stayQuestions(
  subject: { business: string },
  city: string | undefined,
): [string, string][] {
  const where = city ? `We are in ${city}, and we send you directions` : 'We send you directions';
  if (letsByTheMonth(subject)) {
    return [
      [
        'How do I book a room?',
        'Tell us when you want to move in with the form below, and we call you to arrange a visit',
      ],
      ['Can I see the room first?', 'Yes. We arrange a time for you to visit when we call you'],
      [
        'What does the rent include?',
        'We tell you what the rent covers, and any deposit, before you decide',
      ],
      ['How do I find you?', `${where} when we call you`],
    ];
  }
  return [
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
    ['How do I find you?', `${where} when we confirm your booking`],
  ];
}

/** How a stay's booking form is headed and answered. */
export function stayBooking(subject: { business: string }, phone: string | undefined) {
  const call = phone ? `, or call us on ${phone}` : '';
  return letsByTheMonth(subject)
    ? {
        heading: 'Book a room',
        intro: `Tell us when you want to move in${call}. We call to arrange a visit.`,
        thanks: 'Your request is in; we will call to arrange a visit.',
      }
    : {
        heading: 'Book a stay',
        intro: `Tell us your dates and how many of you are coming${call}. We call to confirm your room.`,
        thanks: 'Your booking request is in; we will call to confirm your room.',
      };
}

/**
 * A stay is booked for dates: when the guests arrive and leave, how many, and which room; a room
 * let by the month, from the day its guest moves in.
 */
export function stayBookingFields(
  subject: { business: string },
  rooms: readonly string[],
): FormField[] {
  const when = letsByTheMonth(subject)
    ? [{ ...DATE, name: 'move_in', label: 'Move-in date' }]
    : [
        ...stayDates(['check_in', 'Check-in'], ['check_out', 'Check-out']),
        {
          name: 'guests',
          label: 'Guests',
          type: 'number' as const,
          required: true,
          min: 1,
          max: 20,
        },
      ];
  return [
    NAME,
    PHONE,
    ...when,
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
