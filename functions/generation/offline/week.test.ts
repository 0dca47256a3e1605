import { describe, expect, it } from 'vitest';
import { offlinePage } from '../../../testing/fixtures/generation/offline-page';
import { dayItemsIn, openingHoursIn, weekOf } from './week';
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
