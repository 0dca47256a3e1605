import { describe, expect, it } from 'vitest';
import { offlinePage } from '../../../testing/fixtures/generation/offline-page';
import {
  classesFromHours,
  dayItemsIn,
  happeningsIn,
  openingHoursIn,
  sessionsIn,
  WEEK,
  weekOf,
} from './week';
import { parsedPage } from '../../../testing/fixtures/generation/parsed-page';

const weekFrom = (brief: string) => weekOf(openingHoursIn(brief));

describe('opening hours in a brief', () => {
  it('finds days with their times, as written, in either order', () => {
    expect(openingHoursIn('salon in Pune, open Mon-Sat 10am-8pm, call 98765 43210')).toEqual([
      'Mon-Sat 10am-8pm',
    ]);
    expect(
      openingHoursIn('We are open Monday to Saturday, 9 am to 7 pm and Sunday 10am–2pm.'),
    ).toEqual(['Monday to Saturday, 9 am to 7 pm', 'Sunday 10am–2pm']);
    expect(openingHoursIn('timings 9:00-18:00 on weekdays')).toEqual(['9:00-18:00 on weekdays']);
    expect(openingHoursIn('open 8am to 10pm, closed on Mondays and Tuesdays')).toEqual([
      'closed on Mondays and Tuesdays',
    ]);
  });

  it('takes no count, price or date for hours', () => {
    for (const brief of [
      'open Monday to Saturday', // days without times
      'a gym with 5 to 10 trainers on weekdays', // not a clock
      'classes for ages 3 to 5 on Saturdays',
      'opening hours 7am to 7pm', // times without days: the times facts carry these
    ]) {
      expect({ brief, found: openingHoursIn(brief) }).toEqual({ brief, found: [] });
    }
  });

  it('reads them into a week, closed on the days they leave out', () => {
    expect(weekFrom('open Mon-Sat 10am-8pm')).toEqual([...Array(6).fill('10am – 8pm'), 'Closed']);
    expect(weekFrom('Monday to Friday 9am to 6pm, Saturday 10am to 2pm')).toEqual([
      ...Array(5).fill('9am – 6pm'),
      '10am – 2pm',
      'Closed',
    ]);
    // A range may wrap past Sunday; a list may mix days and ranges.
    expect(weekFrom('Fri-Mon 6pm-1am')).toEqual([
      '6pm – 1am',
      'Closed',
      'Closed',
      'Closed',
      '6pm – 1am',
      '6pm – 1am',
      '6pm – 1am',
    ]);
    expect(weekFrom('Tue, Thu & Sat 7am–11am')).toEqual([
      'Closed',
      '7am – 11am',
      'Closed',
      '7am – 11am',
      'Closed',
      '7am – 11am',
      'Closed',
    ]);
    expect(weekFrom('open daily 8am - 10pm')).toEqual(Array(7).fill('8am – 10pm'));
    expect(weekFrom('weekends 11am to 11pm')).toEqual([
      ...Array(5).fill('Closed'),
      '11am – 11pm',
      '11am – 11pm',
    ]);
    expect(weekFrom('opening hours 7am to 7pm')).toEqual(Array(7).fill(undefined));
    // Hours without am or pm after "open" are a shop's: from the morning to the evening.
    expect(weekFrom('open 10 to 8 all days')).toEqual(Array(7).fill('10am – 8pm'));
    expect(weekFrom('open 9 to 12 on weekends')).toEqual([
      ...Array(5).fill('Closed'),
      '9am – midnight',
      '9am – midnight',
    ]);
    // Closed days win over a range that takes them in; alone, they leave the rest to the times.
    expect(weekFrom('open daily 8am-10pm, closed on Mondays')).toEqual([
      'Closed',
      ...Array(6).fill('8am – 10pm'),
    ]);
    expect(weekFrom('we open 8am to 10pm, closed Sun & Mon')).toEqual([
      'Closed',
      ...Array(5).fill(undefined),
      'Closed',
    ]);
  });

  it('reads them as people write them: split shifts, closed days after the day, one half of the day', () => {
    const closed = 'Closed';
    // Both shifts, and Sunday shut: before, Sunday took the evening shift.
    expect(weekFrom('Mon-Sat 10am-1pm and 5pm-8pm, Sunday closed')).toEqual([
      ...Array(6).fill('10am – 1pm, 5pm – 8pm'),
      closed,
    ]);
    // Two shifts and no day: every day's, both of them ("5 to 10pm" is the evening).
    expect(weekFrom('South Indian restaurant. open 7 to 11am and 5 to 10pm')).toEqual(
      Array(7).fill('7am – 11am, 5pm – 10pm'),
    );
    expect(weekFrom('clinic timings 10am to 2pm and 5pm to 8pm, Sunday closed')).toEqual([
      ...Array(6).fill('10am – 2pm, 5pm – 8pm'),
      closed,
    ]);
    // A closed day after the times is not theirs; the other days keep the times.
    expect(weekFrom('shop open 10am to 8pm, Monday closed')).toEqual([
      closed,
      ...Array(6).fill(undefined),
    ]);
    // Times then days, then a day with its own times.
    expect(weekFrom('OPD 6pm to 9pm Mon-Fri, Sat 10am-1pm')).toEqual([
      ...Array(5).fill('6pm – 9pm'),
      '10am – 1pm',
      closed,
    ]);
    // "5–10pm" is all evening.
    expect(weekFrom('Open Wed–Sun 5–10pm')).toEqual([
      closed,
      closed,
      ...Array(5).fill('5pm – 10pm'),
    ]);
    // Days and plain hours, and plain hours after "open" with no day, are a shop's.
    expect(weekFrom('Tues to Sunday 11-7.')).toEqual([closed, ...Array(6).fill('11am – 7pm')]);
    expect(weekFrom('hardware store. open 9 to 9, closed on sundays')).toEqual([
      ...Array(6).fill('9am – 9pm'),
      closed,
    ]);
    // In Hinglish: "se" for "to", "khula" for open, "band" for closed.
    expect(weekFrom('mobile repair ka dukaan. 11 se 9 khula, Tuesday band')).toEqual([
      '11am – 9pm',
      closed,
      ...Array(5).fill('11am – 9pm'),
    ]);
    expect(weekFrom('Mon se Sat 10 se 7')).toEqual([...Array(6).fill('10am – 7pm'), closed]);
    // A count is no time.
    expect(openingHoursIn('Saturday 5-12 year olds')).toEqual([]);
  });
});

describe('the hours section of a brief that gives its days', () => {
  it('shows each day as the brief gives it, and the days it leaves out as closed', async () => {
    const { html } = await offlinePage(
      'website for Glow Studio, a beauty salon in Indore. Opening hours: Tuesday to Saturday 10am to 8pm, Sunday 11am to 5pm',
    );
    const rows = [...parsedPage(html).querySelectorAll('table.hours tr')].map(
      (row) => row.textContent,
    );
    expect(rows).toEqual([
      'MondayClosed',
      'Tuesday10am – 8pm',
      'Wednesday10am – 8pm',
      'Thursday10am – 8pm',
      'Friday10am – 8pm',
      'Saturday10am – 8pm',
      'Sunday11am – 5pm',
    ]);
  });
});

describe('a brief that says only when a place closes, or opens', () => {
  const hoursRows = async (brief: string) =>
    [...parsedPage((await offlinePage(brief)).html).querySelectorAll('table.hours tr')].map(
      (row) => row.textContent,
    );

  it('shows that time on every day, Sunday too, with the usual other end', async () => {
    const late = await hoursRows('Kebab shop in Leeds, open till 2am, call 0113 496 0000');
    expect(late).toHaveLength(7);
    for (const row of late) expect(row).toMatch(/^\w+day\d+(?:am|pm) – 2am$/);
    expect(await hoursRows('Pizza place in Goa open until midnight')).toContain(
      'Sunday12pm – midnight',
    );
    expect(await hoursRows('bakery in Pune, opens at 7am, closes at 9pm')).toEqual(
      WEEK.map((day) => `${day}7am – 9pm`),
    );
    expect(await hoursRows('salon in Indore open daily till 9')).toContain('Monday10am – 9pm');
  });

  it('is not a range’s end, one day’s hours, an offer’s end, or another time in the brief', async () => {
    expect(openingHoursIn('cafe open 9am till 11pm')).toEqual([]);
    expect(openingHoursIn('offer valid till 5pm, shoe store')).toEqual([]);
    expect(openingHoursIn('bar in Bandra, Fri-Sat open till 2am')).not.toContain('open till 2am');
    // The closing time wins over the order of the times the brief gives.
    expect(await hoursRows('kebab shop open till 2am, biryani night at 8pm')).toContain(
      'Friday12pm – 2am',
    );
  });

  it('keeps a bar’s Sunday open past the afternoon when it opens in the evening', async () => {
    expect(await hoursRows('cocktail bar in Bandra')).toContain('Sunday5pm – 1am');
  });
});

describe('what a brief gives for each day', () => {
  it('reads a list of days with what each brings', () => {
    expect(
      dayItemsIn(
        'Weekly menu: Monday rajma chawal, Tuesday chole puri, Wednesday dal makhani. Order on WhatsApp',
      ),
    ).toEqual(['Monday: rajma chawal', 'Tuesday: chole puri', 'Wednesday: dal makhani']);
    expect(dayItemsIn('classes - Mon: hatha yoga; Wed: vinyasa flow and Fri: yin')).toEqual([
      'Monday: hatha yoga',
      'Wednesday: vinyasa flow',
      'Friday: yin',
    ]);
  });

  it('takes no opening hours, closed days or a single day for one', () => {
    for (const brief of [
      'Open Monday to Saturday 10 am to 7 pm, Sunday 10 am to 1 pm',
      'open Mon - Sat, closed on Sundays',
      'a cafe famous for its Sunday brunch',
      'we deliver Monday and Tuesday only',
    ]) {
      expect({ brief, items: dayItemsIn(brief) }).toEqual({ brief, items: [] });
    }
  });
});

describe('classes a brief gives by their times', () => {
  it('reads each class with its times, in the brief’s order', () => {
    expect(
      sessionsIn('I teach hatha yoga in Indiranagar. Morning batch 6-7am, evening 6:30-7:30pm.'),
    ).toEqual(['Morning batch: 6am – 7am', 'Evening batch: 6:30pm – 7:30pm']);
    expect(
      sessionsIn('We have a morning batch from 6 to 7am and an evening batch 6:30 to 7:30pm'),
    ).toEqual(['Morning batch: 6am – 7am', 'Evening batch: 6:30pm – 7:30pm']);
    expect(sessionsIn('tuition for class 10: maths 5-6pm, science 6-7pm')).toEqual([
      'Maths: 5pm – 6pm',
      'Science: 6pm – 7pm',
    ]);
    expect(sessionsIn('bharatanatyam classes, weekend batch 10am-12pm')).toEqual([
      'Weekend batch: 10am – 12pm',
    ]);
    // A list goes on with its name; a class called only a batch or a slot takes its part of day.
    expect(sessionsIn('swimming for kids, slots 6-7am, 7-8am, 5-6pm')).toEqual([
      'Morning slot: 6am – 7am',
      'Morning slot: 7am – 8am',
      'Evening slot: 5pm – 6pm',
    ]);
  });

  it('reads classes named after their times, by when they start, and days a space apart', () => {
    expect(sessionsIn('Batch timings: 4-5pm for kids, 6-7:30pm for adults.')).toEqual([
      'Kids batch: 4pm – 5pm',
      'Adults batch: 6pm – 7:30pm',
    ]);
    expect(sessionsIn('Zumba with Ritu, batches at 7am and 6pm, 1500 per month')).toEqual([
      'Morning batch: 7am',
      'Evening batch: 6pm',
    ]);
    // A colon after the name, or after a word for the classes.
    expect(sessionsIn('Dance classes. Morning: 6-7am, Evening: 5-6pm')).toEqual([
      'Morning: 6am – 7am',
      'Evening: 5pm – 6pm',
    ]);
    expect(sessionsIn('Swimming. Batches: 6-7am, 5-6pm. Slots - 8am, 9am')).toEqual([
      'Morning batch: 6am – 7am',
      'Evening batch: 5pm – 6pm',
      'Morning slot: 8am',
      'Morning slot: 9am',
    ]);
    expect(sessionsIn('Karate classes Tue Thu Sat 6pm-7pm at the community hall')).toEqual([
      'Karate class: Tue Thu Sat, 6pm – 7pm',
    ]);
    expect(weekFrom('open Mon Tue 9am-5pm')).toEqual([
      '9am – 5pm',
      '9am – 5pm',
      ...Array(5).fill('Closed'),
    ]);
  });

  it('keeps a class’s days with it, out of the opening hours', () => {
    const brief =
      'Dance academy in Pune, kids batch Mon/Wed/Fri 5-6pm, adults Tue/Thu 7-8:30pm, fees 2000/month';
    expect(sessionsIn(brief)).toEqual([
      'Kids batch: Mon/Wed/Fri, 5pm – 6pm',
      'Adults batch: Tue/Thu, 7pm – 8:30pm',
    ]);
    expect(openingHoursIn(brief)).toEqual([]);
    const gym = 'Gym in Noida. Timings Mon-Sat 5am-10pm, ladies batch 11am-1pm';
    expect(openingHoursIn(gym)).toEqual(['Mon-Sat 5am-10pm']);
    expect(sessionsIn(gym)).toEqual(['Ladies batch: 11am – 1pm']);
  });

  it('takes no opening hours, a day’s hours, ages or a lone time for a class', () => {
    for (const brief of [
      'Open: 9am-6pm, Sunday closed',
      'Timings: 10am-8pm',
      'Open 9am-6pm daily',
      'timings 7am-10pm',
      'salon open Mon-Sat 10am-8pm',
      'call me 10am-6pm',
      'wedding reception 7-11pm at the club',
      'classes for ages 5-12 years',
    ]) {
      expect({ brief, sessions: sessionsIn(brief) }).toEqual({ brief, sessions: [] });
    }
  });

  it('shows them as the timetable, led by the one teacher the brief names', async () => {
    const { html } = await offlinePage(
      'yoga classes. I’m Priya and I teach hatha yoga on my terrace studio in Indiranagar, Bangalore. Morning batch 6-7am, evening 6:30-7:30pm, fees 1500 per month. Small groups, max 8 people.',
    );
    const timetable = parsedPage(html).querySelector('[data-kind="schedule"]');
    const rows = [...(timetable?.querySelectorAll('[data-item]') ?? [])].map((row) =>
      row.textContent?.replace(/\s+/g, ' ').trim(),
    );
    expect(rows).toEqual([
      expect.stringMatching(/^Morning batch ?6am – 7am ?With Priya\.$/),
      expect.stringMatching(/^Evening batch ?6:30pm – 7:30pm ?With Priya\.$/),
    ]);
    expect(timetable?.textContent).toContain('Small groups, max 8 people.');
    // "max 8 people" is how many a class takes, not a figure the studio counts about itself.
    expect(parsedPage(html).querySelector('[data-kind="stats"]')).toBeNull();
  });
});

describe('what an event has on at a time', () => {
  it('reads each thing with its time, in the brief’s order', () => {
    expect(
      happeningsIn('food stalls, games for kids, tambola at 7pm, rangoli competition'),
    ).toEqual(['Tambola: 7pm']);
    expect(
      happeningsIn('Programme: 11am - cake competition, 2pm: tug of war, prize giving at 4.30pm'),
    ).toEqual(['Cake competition: 11am', 'Tug of war: 2pm', 'Prize giving: 4.30pm']);
    expect(happeningsIn('gates open at 4pm, lucky draw will be at 9pm')).toEqual([
      'Gates open: 4pm',
      'Lucky draw: 9pm',
    ]);
    expect(happeningsIn('haldi at 11am, sangeet from 7pm onwards')).toEqual([
      'Haldi: 11am',
      'Sangeet: 7pm',
    ]);
  });

  it('reads no thing in how a day opens, a way to reach someone, a class or a date', () => {
    expect(happeningsIn('open 9am to 6pm, call at 9am, we start at 7pm')).toEqual([]);
    expect(happeningsIn('meet us at 5pm on Saturday, whatsapp from 10am')).toEqual([]);
    expect(happeningsIn('yoga classes at 7am and 6pm, batch at 5pm')).toEqual([]);
    expect(happeningsIn('Annual day on 5th Dec at 5pm')).toEqual([]);
  });
});

describe('a class business’s timings', () => {
  it('are its classes, each by the part of the day it starts in', () => {
    expect(classesFromHours(['4-6pm', '6-8pm'], 'batch')).toEqual([
      'Evening batch: 4pm – 6pm',
      'Evening batch: 6pm – 8pm',
    ]);
    // Days before the time: the evening is still the evening's.
    expect(classesFromHours(['Tue Thu 5-7pm', 'Sat 10am-12pm'], 'batch')).toEqual([
      'Evening batch: Tue Thu, 5pm – 7pm',
      'Morning batch: Sat, 10am – 12pm',
    ]);
  });

  it('are when it is open where a stretch is longer than a class', () => {
    expect(classesFromHours(['Mon-Sat 9am-6pm'], 'batch')).toEqual([]);
    expect(classesFromHours(['4-8pm'], 'batch')).toEqual([]);
  });
});
