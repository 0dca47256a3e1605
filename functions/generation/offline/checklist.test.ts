import { describe, expect, it } from 'vitest';
import { checklistFromPrompt } from './checklist';

describe('the checklist of a prompt', () => {
  it('lists every catalogue kind and widget asked for, in the prompt’s words and order', () => {
    expect(
      checklistFromPrompt(
        'a saas landing page with pricing, a monthly/yearly toggle, an FAQ and a dark-mode toggle',
      ),
    ).toEqual([
      { asked: 'pricing', kind: 'pricing' },
      { asked: 'monthly/yearly', kind: 'billing-toggle' },
      { asked: 'FAQ', kind: 'faq' },
      { asked: 'dark-mode toggle', kind: 'theme-toggle' },
    ]);
  });

  it('keeps the counts a prompt gives, in words or digits', () => {
    expect(checklistFromPrompt('three blog posts and 4 testimonials')).toEqual([
      { asked: 'three blog posts', kind: 'posts', count: 3 },
      { asked: '4 testimonials', kind: 'testimonials', count: 4 },
    ]);
  });

  it('takes "prices for …" as a price list, and prices with goods as the goods’ own', () => {
    expect(checklistFromPrompt('nail studio, prices for gel and acrylic, booking')).toEqual([
      { asked: 'prices', kind: 'pricing' },
      { asked: 'booking', kind: 'booking' },
    ]);
    expect(checklistFromPrompt('a product grid with prices of each item')).toEqual([
      { asked: 'product grid', kind: 'products' },
    ]);
  });

  it('takes prices "with" a business, and its rent, as a price list', () => {
    expect(checklistFromPrompt('yoga studio in Pune with prices')).toEqual([
      { asked: 'prices', kind: 'pricing' },
    ]);
    expect(checklistFromPrompt('candle shop, a product grid with prices')).toEqual([
      { asked: 'product grid', kind: 'products' },
    ]);
    expect(checklistFromPrompt('ladies PG, twin sharing, rent details, photos')).toEqual([
      { asked: 'rent details', kind: 'pricing' },
      { asked: 'photos', kind: 'gallery' },
    ]);
  });

  it('takes whatever is booked as a form: a place for dates as a booking, anything else as an appointment', () => {
    expect(checklistFromPrompt('optician, free eye test, book an eye test')).toEqual([
      { asked: 'book an eye test', kind: 'appointment' },
    ]);
    expect(checklistFromPrompt('pet boarding, daily rates, book a stay with us')).toEqual([
      { asked: 'rates', kind: 'pricing' },
      { asked: 'book a stay', kind: 'booking' },
    ]);
    expect(checklistFromPrompt('driving lessons, book a trial lesson')).toEqual([
      { asked: 'book a trial lesson', kind: 'appointment' },
    ]);
    // A product's free trial and demo are its own forms; a copy of a book is not booked.
    expect(checklistFromPrompt('invoicing app, book a free trial today')).toEqual([
      { asked: 'free trial', kind: 'trial' },
    ]);
    expect(checklistFromPrompt('my novel, book a copy now')).toEqual([]);
  });

  it('counts no items in a length ("15 day course fees")', () => {
    expect(checklistFromPrompt('15 day course fees')).toEqual([{ asked: 'fees', kind: 'pricing' }]);
  });

  it('takes the times it says it is open as opening hours, with or without days', () => {
    expect(checklistFromPrompt('tea stall, open evenings 4pm-10pm')).toEqual([
      { asked: 'open evenings 4pm-10pm', kind: 'hours' },
    ]);
    expect(checklistFromPrompt('barber, open 10 to 8 all days')).toEqual([
      { asked: 'open 10 to 8', kind: 'hours' },
    ]);
    expect(checklistFromPrompt('open for 5 to 10 year olds')).toEqual([]);
  });

  it('takes whatever is upcoming as a schedule of dates to come', () => {
    expect(checklistFromPrompt('a choir site with upcoming performances')).toEqual([
      { asked: 'upcoming performances', kind: 'schedule' },
    ]);
  });

  it('takes a form named by its first words as that one form, not a second', () => {
    expect(checklistFromPrompt('a newsletter signup form').map((item) => item.kind)).toEqual([
      'newsletter',
    ]);
    expect(
      checklistFromPrompt('volunteer sign up form and a donate button').map((item) => item.kind),
    ).toEqual(['volunteer', 'donation']);
  });

  it('takes an RSVP form for an RSVP, not a second contact form', () => {
    expect(checklistFromPrompt('an RSVP form and a map').map((item) => item.kind)).toEqual([
      'rsvp',
      'map',
    ]);
  });

  it('says what an offline build can only approximate', () => {
    expect(checklistFromPrompt('a film site with the trailer')).toEqual([
      { asked: 'trailer', kind: 'video', approximation: 'a video placeholder' },
    ]);
  });

  it('asks for nothing when the words name nothing of the catalogue', () => {
    expect(checklistFromPrompt('something nice for my bakery')).toEqual([]);
  });
});
