import { describe, expect, it } from 'vitest';
import { offlinePage } from '../../../testing/fixtures/generation/offline-page';
import { parsedPage } from '../../../testing/fixtures/generation/parsed-page';
import { factsFromPrompt } from './facts';

const pageOf = async (brief: string) => {
  const doc = parsedPage((await offlinePage(brief)).html);
  const texts = (selector: string) =>
    [...doc.querySelectorAll(selector)].map((node) => (node.textContent ?? '').trim());
  return {
    title: doc.title,
    services: texts('[data-kind="services"] [data-item] h3'),
    choices: texts('[data-kind="appointment"] select option').slice(1),
    team: texts('[data-kind="team"] [data-item]'),
    reviews: doc.querySelector('[data-kind="testimonials"]')?.textContent ?? '',
    kinds: [...doc.querySelectorAll('[data-kind]')].map((node) => node.getAttribute('data-kind')),
  };
};

describe('a doctor’s practice', () => {
  it('is named for the one doctor the brief names, with what they are', async () => {
    for (const brief of ['dentist Dr Mehta in Pune', 'Dr Mehta dentist, Pune']) {
      expect({ brief, title: (await pageOf(brief)).title }).toEqual({
        brief,
        title: 'Dr Mehta, Dentist',
      });
    }
    expect((await pageOf('psychiatrist Dr Iyer, online consultations')).title).toBe(
      'Dr Iyer, Psychiatrist',
    );
  });

  it('is otherwise named for its kind of clinic, where it is, or as the brief names the clinic', async () => {
    expect((await pageOf('dentist in Pune')).title).toBe('Pune Dental Clinic');
    expect((await pageOf('ENT doctor, appointments and timings')).title).toBe('The ENT Clinic');
    expect((await pageOf('paediatrician, vaccinations and timings')).title).toBe(
      'The Children’s Clinic'.replace('’', "'"),
    );
    expect((await pageOf('kids dental clinic with a booking form')).title).toBe(
      'The Kids Dental Clinic',
    );
    for (const brief of ['physiotherapist in Noida', 'skin specialist clinic', 'family doctor']) {
      expect({ brief, title: (await pageOf(brief)).title }).not.toEqual({
        brief,
        title: expect.stringMatching(/Company|\bDr\b(?!\s+\w)/),
      });
    }
  });

  it('lists the treatments of its kind, and books them', async () => {
    const children = await pageOf('paediatrician in Thane');
    expect(children.services).toContain('Vaccination');
    expect(children.services.join(' ')).not.toMatch(/whitening|Root canal|Haircut/i);
    expect(children.choices).toEqual(children.services);
    expect(children.kinds).toEqual(expect.arrayContaining(['services', 'appointment']));
    expect((await pageOf('dermatologist in Pune')).services).toContain('Acne treatment');
    expect((await pageOf('dentist in Pune')).services).toContain('Root canal treatment');
    expect((await pageOf('eye specialist in Indore')).services).toContain('Eye check-up');
    // "clinic timings" say when; the clinic is still the gynaecologist's.
    expect((await pageOf('gynaecologist in Surat, clinic timings 10am to 2pm')).services).toContain(
      'Gynaecology consultation',
    );
  });

  it('has the doctor the brief names as its team, alone, and patients speak of them', async () => {
    const page = await pageOf('gynaecologist Dr Sunita Shah in Surat, appointments, our team');
    expect(page.team).toEqual(['Dr Sunita Shah']);
    const dentist = await pageOf('dentist Dr Mehta in Pune, with reviews');
    expect(dentist.reviews).toMatch(/What patients say/);
    expect(dentist.reviews).not.toMatch(/Dr Mehta, Dentist (?:took|to all)/);
  });

  it('names a health worker the brief names, as the brief calls them', async () => {
    expect((await pageOf('dietitian Priya Rao, diet plans')).title).toBe('Priya Rao, Dietitian');
    expect((await pageOf('psychologist Anita Desai, online therapy')).title).toBe(
      'Anita Desai, Psychologist',
    );
    expect((await pageOf('ENT doctor Dr Rao')).title).toBe('Dr Rao, ENT Specialist');
    // A clinic the brief names as one is the clinic, whoever runs it.
    expect((await pageOf('dental clinic run by Dr. Nikhil Shah')).title).toBe('The Dental Clinic');
  });

  it('gives each kind of care its own work: tests, glasses, sessions, diet plans, therapies', async () => {
    const services = async (brief: string) => (await pageOf(brief)).services.join(' | ');
    expect(await services('diagnostic lab in Pune')).toMatch(/Complete blood count/);
    expect(await services('optician in Leeds')).toMatch(/Eye test/);
    expect(await services('therapist for anxiety, online sessions')).toMatch(/counselling/i);
    expect(await services('dietitian in Pune')).toMatch(/diet plan/i);
    expect(await services('ayurvedic clinic in Kochi, panchakarma')).toMatch(/Panchakarma/);
    expect(await services('speech therapist for kids')).toMatch(/Speech assessment/);
    // No vaccination at a place that gives none.
    for (const brief of ['ayurvedic clinic in Kochi', 'optician in Leeds', 'dietitian in Pune']) {
      expect({ brief, services: await services(brief) }).toEqual({
        brief,
        services: expect.not.stringMatching(/Vaccination/),
      });
    }
  });

  it('gives a hospital or a nursing home its out-patient work, by either name', async () => {
    const home = await pageOf('nursing home in Pune');
    expect(home.title).toBe('Pune Nursing Home');
    expect(home.services).toContain('OPD consultation');
    // Named in the brief, with how many beds it has: the beds are not what it offers.
    const named = await pageOf(
      'Sharma Nursing Home, 20 beds, 24x7 emergency, maternity and general surgery, Nagpur',
    );
    expect(named.title).toBe('Sharma Nursing Home');
    expect(named.services).toContain('OPD consultation');
    expect(named.choices.join(' ')).not.toMatch(/beds/i);
    expect((await pageOf('multi-speciality hospital in Nagpur')).team.join(' ')).toMatch(
      /Medical superintendent/,
    );
  });

  it('leaves a vet’s, a salon’s and a lawyer’s their own', async () => {
    expect((await pageOf('vet clinic in Pune')).services).toContain('Vaccination');
    expect((await pageOf('vet clinic in Pune')).services.join(' ')).not.toMatch(/Child|Fillings/);
    expect((await pageOf('beauty clinic in Pune')).services.join(' ')).toMatch(/Facial/);
    expect((await pageOf('lawyer in Pune, book a consultation')).services.join(' ')).not.toMatch(
      /Vaccination|General consultation/,
    );
  });
});

describe('a doctor in the brief', () => {
  it('is a person, called by the title, wherever the title stands', () => {
    expect(factsFromPrompt('Dr Rao’s dental clinic in Pune'.replace('’', "'")).people).toEqual([
      'Dr Rao',
    ]);
    expect(factsFromPrompt('dentist Dr Mehta').people).toEqual(['Dr Mehta']);
    expect(factsFromPrompt('Dr Mehta dentist').people).toEqual(['Dr Mehta']);
    expect(factsFromPrompt('gynaecologist Dr Sunita Shah, Surat').people).toEqual([
      'Dr Sunita Shah',
    ]);
    // In the brief's order, each once.
    expect(factsFromPrompt('clinic of Dr. Anil Rao and Dr. Priya Rao in Nashik').people).toEqual([
      'Dr. Anil Rao',
      'Dr. Priya Rao',
    ]);
    // A priest or a master said with a surname keeps the title that says who he is.
    expect(factsFromPrompt('astrologer Pandit Sharma, kundli matching Rs 501')).toMatchObject({
      name: 'Pandit Sharma',
      people: ['Pandit Sharma'],
    });
    // Other titles are dropped as before.
    expect(factsFromPrompt('law firm, Adv. Suresh Menon and Adv. Rekha Nair').people).toEqual([
      'Suresh Menon',
      'Rekha Nair',
    ]);
  });
});
