import { BOOKING_NOTES, NAME, PHONE, stayDates, type FormField } from '../catalogue/kinds';

/**
 * A place to stay (a hotel, a homestay, a hostel): what it says of itself without claiming what
 * only its owner knows (no check-in times, no meals, no view it did not name).
 */

/** What a place to stay promises a guest, as the features section says it. */
export const STAY_PROMISES: [string, string][] = [
  ['Your dates, confirmed', 'Send us your dates and we call to confirm your room'],
  ['The rate agreed first', 'You know the price per night before you arrive'],
  ['A room made ready', 'Fresh linen and a made bed waiting when you arrive'],
  ['Hosts who help', 'Ask us the way, a taxi or a good place to eat'],
];

/** Sample reviews of a stay, marked as samples on the page. */
export const stayQuotes = (name: string): string[] => [
  'Clean rooms and the warmest welcome',
  `We stayed two nights at ${name} and wished we had booked a week`,
  'Our hosts made us feel at home from the moment we arrived',
  `We will be back at ${name} next year`,
];

/** What a stay's photos show: its rooms and the place, not a portfolio's work. */
export const STAY_SCENES = ['A room', 'Arriving', 'Breakfast', 'A quiet corner', 'The place'];

/** What guests ask before they book, answered without terms the owner did not give. */
export function stayQuestions(city: string | undefined): [string, string][] {
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
    [
      'How do I find you?',
      city
        ? `We are in ${city}, and we send you directions when we confirm your booking`
        : 'We send you directions when we confirm your booking',
    ],
  ];
}

/** A stay is booked for dates: when the guests arrive and leave, how many, and which room. */
export function stayBookingFields(rooms: readonly string[]): FormField[] {
  return [
    NAME,
    PHONE,
    ...stayDates(['check_in', 'Check-in'], ['check_out', 'Check-out']),
    { name: 'guests', label: 'Guests', type: 'number', required: true, min: 1, max: 20 },
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
