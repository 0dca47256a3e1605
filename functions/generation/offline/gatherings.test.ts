import { describe, expect, it } from 'vitest';
import { builtPage as pageOf } from '../../../testing/fixtures/generation/built-page';
import { checklistFromPrompt } from './checklist';
import { factsFromPrompt } from './facts';

describe('a gathering people are asked to', () => {
  it('is a party friends are invited to: when, where, and a reply; nothing sold', async () => {
    const page = await pageOf("my son's 5th birthday party on 9 Jan at Funcity Noida, 4pm");
    expect(page.intent).toBe('event');
    expect(page.title).toBe('5th Birthday Party at Funcity Noida');
    expect(page.kinds).toEqual(['hero', 'about', 'faq', 'rsvp']);
    expect(page.text('hero')).toMatch(/9 Jan, 4pm/);
    expect(page.labels('rsvp')).toContain('Will you attend?');
    // No programme the brief did not give, no tickets, no reviews, no team.
    expect(page.all).not.toMatch(/Get tickets|Meet the team|Opening set|Keynote/);
  });

  it('is called for whom it is, not by their name alone', async () => {
    const retirement = await pageOf(
      'Retirement party for Mr Kulkarni on 30 Nov at the office canteen, 5pm',
    );
    expect(retirement.title).toBe('Retirement Party for Mr Kulkarni');
    // The canteen it is held in is no restaurant.
    expect(retirement.kinds).not.toContain('menu');
    expect((await pageOf('Baby shower for Priya on 18 Jan, lunch at 1pm')).title).toBe(
      'Baby Shower for Priya',
    );
    expect(
      (await pageOf("annual day function of St Mary's school on 20 December at 5pm")).title,
    ).toBe("Annual Day Function of St Mary's School");
  });

  it('is a launch, a screening or a camp anyone may come to: a place saved, or a ticket at the brief’s price', async () => {
    const launch = await pageOf(
      'Book launch of The Salt Road by Anita Desai at Crossword Bandra, 12 Jan, 6pm, entry free',
    );
    expect(launch.intent).toBe('event');
    expect(launch.title).toBe('Book Launch of The Salt Road by Anita Desai');
    // Held at a named place that is no town: "at Crossword Bandra", not "in".
    expect(launch.text('hero')).toMatch(/12 Jan, 6pm at Crossword Bandra/);
    expect(launch.labels('rsvp')).toContain('How many are coming?');
    expect(launch.kinds).not.toContain('speakers');
    const camp = await pageOf('free eye check-up camp at Sai temple hall on 14 Dec, 9am to 1pm');
    expect(camp.title).toBe('Eye Check-up Camp at Sai Temple Hall');
    // A temple's hall is where it is held: no donations, no priests.
    expect(camp.kinds).not.toContain('donation');
    const quiz = await pageOf(
      'Pub quiz night every Thursday at The Irish House, teams of 4, Rs 500 per team',
    );
    expect(quiz.title).toBe('Pub Quiz Night at The Irish House');
    expect(quiz.text('hero')).toMatch(/Every Thursday/);
    // The brief's one price, on its one ticket: no other kind of ticket made up beside it.
    expect(quiz.text('tickets')).toMatch(/₹500/);
    expect(quiz.text('tickets')).not.toMatch(/Group of four|Near the stage/);
    expect(quiz.kinds).not.toContain('menu');
    // With no date, it is on at its times: they are not a business's opening hours.
    const blood = await pageOf('free blood donation camp at Rotary hall, 9am to 1pm');
    expect(blood.title).toBe('Blood Donation Camp at Rotary Hall');
    expect(blood.text('hero')).toMatch(/9am to 1pm/);
    const webinar = await pageOf('Free webinar on mutual funds for beginners, Sunday 11am');
    expect(webinar.title).toBe('Webinar on Mutual Funds for Beginners');
    expect(webinar.text('hero')).toMatch(/Sunday 11am/);
    // Held online: nobody is told to ask whether the place is accessible.
    expect(webinar.text('faq')).not.toMatch(/accessible/);
  });

  it('is a business’s page where a business provides for gatherings or hosts one', async () => {
    const briefs = [
      'Birthday party decorations and balloon decor in Pune',
      'Kids birthday party magician in Delhi, shows from Rs 5000',
      'Eye hospital in Nagpur, free eye camp every month',
      'Cafe in Kochi with live music on Fridays and book launch evenings',
      'Webinar software for coaches, schedule and host webinars',
    ];
    const events = [];
    for (const brief of briefs) if ((await pageOf(brief)).intent === 'event') events.push(brief);
    expect(events).toEqual([]);
  });
});

describe('an evening or a festival', () => {
  it('is called what the brief calls it, not by its band or its first word', async () => {
    const titles = [];
    for (const brief of [
      'Dandiya night on 12 Oct at Shanti lawns, passes Rs 300, live orchestra',
      'Kite festival on Makar Sankranti at Sabarmati riverfront, 14 Jan',
      'Standup comedy show by Rahul at The Habitat, Friday 9pm, tickets Rs 499',
    ]) {
      titles.push((await pageOf(brief)).title);
    }
    expect(titles).toEqual([
      'Dandiya Night',
      'Kite Festival on Makar Sankranti',
      'Standup Comedy Show',
    ]);
  });
});

describe('who comes is not a team to show', () => {
  it('reads a team’s size, an audience or members let in free as nobody’s bios', () => {
    const teams = [
      'Pub quiz night, teams of 4',
      'Networking mixer for startup founders',
      'Film screening at the film club, members free',
    ].filter((brief) => checklistFromPrompt(brief).some((item) => item.kind === 'team'));
    expect(teams).toEqual([]);
    expect(checklistFromPrompt('yoga studio, meet our team').map((item) => item.kind)).toContain(
      'team',
    );
  });

  it('reads a price after a count as its own ("teams of 4, Rs 500")', () => {
    expect(factsFromPrompt('teams of 4, Rs 500 per team').prices).toEqual(['Rs 500/team']);
  });
});
