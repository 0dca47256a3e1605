/**
 * Places of worship (a church, a mosque, a temple, a gurdwara): what each calls its services, who
 * serves there and what its week holds. The times are samples, marked so, for the place to
 * replace with its own.
 */

/** A day's services, each at a time: the schedule section's shape. */
type Programme = [day: string, sessions: [time: string, what: string][]][];

interface Faith {
  words: RegExp;
  /** The schedule's heading ("Mass times"). */
  schedule: string;
  /** Who serves there, as the team section lists them. */
  roles: string[];
  programme: Programme;
}

const FAITHS: readonly Faith[] = [
  {
    words: /church|parish|cathedral|chapel/i,
    schedule: 'Mass times',
    roles: ['Parish priest', 'Assistant priest', 'Choir director', 'Parish office'],
    programme: [
      [
        'Sundays',
        [
          ['07:00', 'Morning Mass'],
          ['09:30', 'Family Mass'],
          ['18:00', 'Evening Mass'],
        ],
      ],
      [
        'Weekdays',
        [
          ['06:30', 'Mass'],
          ['19:00', 'Prayer group, Wednesdays'],
        ],
      ],
    ],
  },
  {
    words: /mosque|masjid/i,
    schedule: 'Prayers and classes',
    roles: ['Imam', 'Muezzin', 'Madrasa teacher', 'Committee secretary'],
    programme: [
      [
        'Fridays',
        [
          ['13:15', "Jumu'ah prayer and khutbah"],
          ['19:30', 'Community talk'],
        ],
      ],
      [
        'Weekends',
        [
          ['10:00', 'Quran class for children'],
          ['11:30', 'Arabic class'],
        ],
      ],
    ],
  },
  {
    words: /gurdwara/i,
    schedule: 'Daily programme',
    roles: ['Granthi', 'Ragi', 'Sevadar', 'Committee secretary'],
    programme: [
      [
        'Every day',
        [
          ['05:00', 'Asa di Var'],
          ['12:00', 'Langar'],
          ['18:30', 'Rehras Sahib'],
        ],
      ],
      [
        'Sundays',
        [
          ['10:00', 'Kirtan'],
          ['13:00', 'Langar'],
        ],
      ],
    ],
  },
  {
    words: /synagogue/i,
    schedule: 'Services',
    roles: ['Rabbi', 'Cantor', 'Education director', 'Office'],
    programme: [
      ['Fridays', [['18:30', 'Kabbalat Shabbat']]],
      [
        'Saturdays',
        [
          ['09:30', 'Shabbat morning service'],
          ['11:30', 'Kiddush'],
        ],
      ],
    ],
  },
];

/** A temple's or a mandir's, and any place of worship the words do not place. */
const TEMPLE: Faith = {
  words: /temple|mandir/i,
  schedule: 'Darshan and aarti timings',
  roles: ['Head priest', 'Priest', 'Temple manager', 'Volunteer coordinator'],
  programme: [
    [
      'Every day',
      [
        ['06:00', 'Morning aarti'],
        ['12:00', 'Noon puja'],
        ['19:00', 'Evening aarti'],
      ],
    ],
    ['Thursdays', [['19:30', 'Bhajan sandhya']]],
  ],
};

/** The place of worship a business is, by what it is called ("church", "masjid"). */
export function faithOf(subject: { business: string }): Faith {
  return FAITHS.find((faith) => faith.words.test(subject.business)) ?? TEMPLE;
}

/** Ways into a place of worship's life, as the features section lists them. */
export const WAYS_IN: [string, string][] = [
  ['Come and pray', 'Join a service, or simply come in and sit a while'],
  ['Celebrate together', 'Festivals and feast days, shared with the whole community'],
  ['Lend a hand', 'Help with festivals, meals and the care of the building'],
  ['Give', 'Gifts large and small keep the doors open'],
];

/** Sample words of visitors, marked as samples on the page. */
export const faithQuotes = (name: string): string[] => [
  'A peaceful place to start the day',
  'The festivals here bring the whole neighbourhood together',
  `Everyone at ${name} made our family feel at home`,
];
