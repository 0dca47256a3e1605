import type { SiteIntent } from '../../functions/generation/page/site-kinds';
import type { EvalPrompt } from './eval-prompt';
import { TOOL_PROMPTS } from './tool-prompts';
import { VAGUE_PROMPTS } from './vague-prompts';
export type { EvalPrompt, ExpectedItem, ToolUse } from './eval-prompt';

/**
 * What kind of site each of the eval's site labels is, ours (not the planner's): which sections
 * belong on it follows from the catalogue (a table booking on a restaurant's, not a clinic's).
 */
export const SITE_INTENTS: Record<string, SiteIntent> = {
  agency: 'agency',
  bakery: 'restaurant',
  band: 'personal',
  blog: 'blog',
  caterer: 'restaurant',
  cafe: 'restaurant',
  charity: 'generic',
  clinic: 'agency',
  community: 'generic',
  conference: 'event',
  coworking: 'agency',
  event: 'event',
  festival: 'event',
  'food truck': 'restaurant',
  gym: 'agency',
  hackathon: 'event',
  'home services': 'agency',
  homestay: 'generic',
  'law firm': 'agency',
  personal: 'personal',
  'pet care': 'generic',
  podcast: 'personal',
  portfolio: 'portfolio',
  'real estate': 'generic',
  restaurant: 'restaurant',
  saas: 'saas',
  salon: 'agency',
  tool: 'generic',
  school: 'agency',
  shop: 'store',
  'travel agency': 'agency',
  wedding: 'event',
  yoga: 'agency',
};

/**
 * The eval's prompts, written as people type them: short and long, with and without names and
 * places, typos and all. The expectations are ours, written from the words, not read from the
 * planner: the planner is what is measured.
 */
const ENGLISH_PROMPTS: EvalPrompt[] = [
  {
    id: 'bakery-pune',
    site: 'bakery',
    prompt:
      'bakery called Crumb & Co in Pune selling sourdough, croissants and cinnamon buns from ₹80. opening hours 7am to 7pm, call +91 98765 43210',
    expect: [{ asked: 'opening hours', kind: 'hours' }],
    facts: ['Crumb & Co', 'Pune', '₹80', '+91 98765 43210', '7am', '7pm', 'sourdough'],
  },
  {
    id: 'bakery-short',
    site: 'bakery',
    prompt: 'website for my bakery with a menu and a map',
    expect: [
      { asked: 'menu', kind: 'menu' },
      { asked: 'map', kind: 'map' },
    ],
    facts: [],
  },
  {
    id: 'cafe-kochi',
    site: 'cafe',
    prompt:
      'A cosy cafe called Bean There in Kochi. Menu with tabs for coffee, tea and bites, dietary badges, opening hours and a WhatsApp button. email hello@beanthere.in',
    expect: [
      { asked: 'menu', kind: 'menu' },
      { asked: 'tabs', kind: 'tabs' },
      { asked: 'opening hours', kind: 'hours' },
      { asked: 'WhatsApp button', kind: 'social' },
    ],
    facts: ['Bean There', 'Kochi', 'hello@beanthere.in'],
  },
  {
    id: 'restaurant-booking',
    site: 'restaurant',
    prompt:
      'elegant italian restaurant Trattoria Bella in Mumbai with a menu, table booking form, reviews and a map',
    expect: [
      { asked: 'menu', kind: 'menu' },
      { asked: 'booking form', kind: 'booking' },
      { asked: 'reviews', kind: 'testimonials' },
      { asked: 'map', kind: 'map' },
    ],
    facts: ['Trattoria Bella', 'Mumbai'],
  },
  {
    id: 'restaurant-typos',
    site: 'restaurant',
    prompt:
      'resturant site for a south indian place, menu with prices in rupees, revews and contact',
    expect: [
      { asked: 'menu', kind: 'menu' },
      { asked: 'contact', kind: 'contact' },
    ],
    facts: [],
  },
  {
    id: 'candle-store',
    site: 'shop',
    prompt:
      'a dark online store selling handmade soy candles with a product grid, filters by scent, a cart with total and an faq',
    expect: [
      { asked: 'product grid', kind: 'products' },
      { asked: 'filters', kind: 'filters' },
      { asked: 'cart', kind: 'cart' },
      { asked: 'faq', kind: 'faq' },
    ],
    facts: [],
  },
  {
    id: 'tshirt-shop',
    site: 'shop',
    prompt:
      'tshirt shop "Loud Tees" — products, add to cart, newsletter signup, instagram @loudtees. prices around ₹799',
    expect: [
      { asked: 'products', kind: 'products' },
      { asked: 'add to cart', kind: 'cart' },
      { asked: 'newsletter', kind: 'newsletter' },
      { asked: 'instagram', kind: 'social' },
    ],
    facts: ['Loud Tees', '@loudtees', '₹799'],
  },
  {
    id: 'plant-nursery',
    site: 'shop',
    prompt:
      'plant nursery in Bengaluru called Green Thumb, calm pastel look, products with categories, a gallery and contact us',
    expect: [
      { asked: 'products', kind: 'products' },
      { asked: 'gallery', kind: 'gallery' },
      { asked: 'contact us', kind: 'contact' },
    ],
    facts: ['Green Thumb', 'Bengaluru'],
  },
  {
    id: 'saas-analytics',
    site: 'saas',
    prompt:
      'SaaS landing page for Metricly, an analytics dashboard. features, pricing with a monthly/yearly toggle, testimonials, faq and a free trial signup. dark mode toggle please',
    expect: [
      { asked: 'features', kind: 'features' },
      { asked: 'pricing', kind: 'pricing' },
      { asked: 'monthly/yearly toggle', kind: 'billing-toggle' },
      { asked: 'testimonials', kind: 'testimonials' },
      { asked: 'faq', kind: 'faq' },
      { asked: 'free trial', kind: 'trial' },
      { asked: 'dark mode toggle', kind: 'theme-toggle' },
    ],
    facts: ['Metricly'],
  },
  {
    id: 'saas-dollars',
    site: 'saas',
    prompt:
      'landing page for an invoicing app called Billwise. plans at $12/month and $29/month, how it works in 3 steps, a comparison table and a waitlist',
    expect: [
      { asked: 'plans', kind: 'pricing' },
      { asked: '3 steps', kind: 'steps', count: 3 },
      { asked: 'comparison table', kind: 'comparison' },
      { asked: 'waitlist', kind: 'waitlist' },
    ],
    facts: ['Billwise', '$12', '$29'],
  },
  {
    id: 'app-launch',
    site: 'saas',
    prompt: 'coming soon page for our meditation app Stillwater with a countdown and waitlist',
    expect: [
      { asked: 'countdown', kind: 'countdown' },
      { asked: 'waitlist', kind: 'waitlist' },
    ],
    facts: ['Stillwater'],
  },
  {
    id: 'crm-demo',
    site: 'saas',
    prompt:
      'B2B CRM software for small businesses, bold and blue, with stats, logos of clients we work with (trusted by), a demo video and book a demo',
    expect: [
      { asked: 'stats', kind: 'stats' },
      { asked: 'trusted by', kind: 'logos' },
      { asked: 'demo video', kind: 'video' },
      { asked: 'book a demo', kind: 'trial' },
    ],
    facts: [],
  },
  {
    id: 'photographer-kyoto',
    site: 'portfolio',
    prompt:
      'a dark-theme portfolio for Ananya Rao, a UX designer in Kyoto. email ananya@studio.jp, instagram @ananya.designs. three case studies and a contact form',
    expect: [
      { asked: 'three case studies', kind: 'gallery', count: 3 },
      { asked: 'instagram', kind: 'social' },
      { asked: 'contact form', kind: 'contact' },
    ],
    facts: ['Ananya Rao', 'Kyoto', 'ananya@studio.jp', '@ananya.designs'],
  },
  {
    id: 'wedding-photographer',
    site: 'portfolio',
    prompt:
      'minimal portfolio for a wedding photographer called Lens & Light, gallery with lightbox, testimonials and an enquiry form',
    expect: [
      { asked: 'gallery', kind: 'gallery' },
      { asked: 'lightbox', kind: 'lightbox' },
      { asked: 'testimonials', kind: 'testimonials' },
      { asked: 'enquiry form', kind: 'enquiry' },
    ],
    facts: ['Lens & Light'],
  },
  {
    id: 'illustrator',
    site: 'portfolio',
    prompt:
      'portfolio for an illustrator who draws botanical posters, soft and pink, with a shop and about me',
    expect: [{ asked: 'about me', kind: 'about' }],
    facts: [],
  },
  {
    id: 'developer-resume',
    site: 'personal',
    prompt:
      'personal resume site for a developer named Kabir Mehta in Hyderabad. skills with progress bars (React, TypeScript, Python), a career timeline, github link and a downloadable resume',
    expect: [
      { asked: 'skills', kind: 'skills' },
      { asked: 'timeline', kind: 'timeline' },
      { asked: 'github', kind: 'social' },
      { asked: 'downloadable', kind: 'download' },
    ],
    facts: ['Kabir Mehta', 'Hyderabad'],
  },
  {
    id: 'data-scientist',
    site: 'personal',
    prompt: 'a personal site for a data scientist named Ananya with 3 blog posts and contact',
    expect: [
      { asked: '3 blog posts', kind: 'posts', count: 3 },
      { asked: 'contact', kind: 'contact' },
    ],
    facts: ['Ananya'],
  },
  {
    id: 'wedding-udaipur',
    site: 'wedding',
    prompt:
      'wedding website for Riya and Sam on 14 March 2027 at 5pm in Udaipur with RSVP, countdown and map',
    expect: [
      { asked: 'RSVP', kind: 'rsvp' },
      { asked: 'countdown', kind: 'countdown' },
      { asked: 'map', kind: 'map' },
    ],
    facts: ['Riya', 'Sam', '14 March 2027', '5pm', 'Udaipur'],
  },
  {
    id: 'wedding-short',
    site: 'wedding',
    prompt: 'our wedding site, schedule of the day and rsvp form pls',
    expect: [
      { asked: 'schedule', kind: 'schedule' },
      { asked: 'rsvp form', kind: 'rsvp' },
    ],
    facts: [],
  },
  {
    id: 'tech-conference',
    site: 'conference',
    prompt:
      'tech conference DevSummit Bengaluru, 2 days, schedule by day, speakers, tickets from ₹1,499, sponsors and faq',
    expect: [
      { asked: 'schedule', kind: 'schedule' },
      { asked: 'speakers', kind: 'speakers' },
      { asked: 'tickets', kind: 'tickets' },
      { asked: 'sponsors', kind: 'logos' },
      { asked: 'faq', kind: 'faq' },
    ],
    facts: ['DevSummit Bengaluru', '₹1,499'],
  },
  {
    id: 'hackathon',
    site: 'hackathon',
    prompt:
      'hackathon called HackMonsoon on 6 June 2027 at 9am, prizes, judges Meera Nair and Arjun Das, schedule, faq and a register form',
    expect: [
      { asked: 'register form', kind: 'rsvp' },
      { asked: 'prizes', kind: 'prizes' },
      { asked: 'judges', kind: 'judges' },
      { asked: 'schedule', kind: 'schedule' },
      { asked: 'faq', kind: 'faq' },
    ],
    facts: ['HackMonsoon', '6 June 2027', '9am', 'Meera Nair', 'Arjun Das'],
  },
  {
    id: 'music-festival',
    site: 'festival',
    prompt:
      'music festival called Monsoon Beats with lineup, trailer, tickets and FAQ, neon and bold',
    expect: [
      { asked: 'lineup', kind: 'schedule' },
      { asked: 'trailer', kind: 'video' },
      { asked: 'tickets', kind: 'tickets' },
      { asked: 'FAQ', kind: 'faq' },
    ],
    facts: ['Monsoon Beats'],
  },
  {
    id: 'karaoke-night',
    site: 'event',
    prompt: 'thursday karaoke nite at Toit, Indiranagar from 9pm. ₹500 cover, sign up form and faq',
    expect: [
      { asked: 'sign up form', kind: 'rsvp' },
      { asked: 'faq', kind: 'faq' },
    ],
    facts: ['Toit, Indiranagar', '9pm', '₹500'],
  },
  {
    id: 'comedy-show',
    site: 'event',
    prompt:
      'standup comedy show "Laugh Riot" on 21 Dec, 8:30pm at The Habitat, Khar. tickets 599, lineup and faq',
    expect: [
      { asked: 'tickets', kind: 'tickets' },
      { asked: 'lineup', kind: 'schedule' },
      { asked: 'faq', kind: 'faq' },
    ],
    facts: ['Laugh Riot', '21 Dec', '8:30pm', 'The Habitat, Khar', '599'],
  },
  {
    id: 'meetup',
    site: 'event',
    prompt: 'a monthly javascript meetup in Chennai, agenda, speakers and rsvp',
    expect: [
      { asked: 'agenda', kind: 'schedule' },
      { asked: 'speakers', kind: 'speakers' },
      { asked: 'rsvp', kind: 'rsvp' },
    ],
    facts: ['Chennai'],
  },
  {
    id: 'animal-shelter',
    site: 'charity',
    prompt:
      'nonprofit animal shelter Paws Home helping stray dogs find homes. donate section, volunteer signup, impact stats and a gallery of dogs',
    expect: [
      { asked: 'donate', kind: 'donation' },
      { asked: 'volunteer signup', kind: 'volunteer' },
      { asked: 'stats', kind: 'stats' },
      { asked: 'gallery', kind: 'gallery' },
    ],
    facts: ['Paws Home'],
  },
  {
    id: 'school-ngo',
    site: 'charity',
    prompt:
      'ngo that runs evening schools for kids in Jaipur, our story, donations in ₹, volunteers and contact',
    expect: [
      { asked: 'our story', kind: 'about' },
      { asked: 'donations', kind: 'donation' },
      { asked: 'volunteers', kind: 'volunteer' },
      { asked: 'contact', kind: 'contact' },
    ],
    facts: ['Jaipur'],
  },
  {
    id: 'rentals-mumbai',
    site: 'real estate',
    prompt:
      'real estate agency in Mumbai showing rental listings with price, beds and baths, filter by area and budget, and an enquiry form',
    expect: [
      { asked: 'listings', kind: 'listings' },
      { asked: 'filter', kind: 'filters' },
      { asked: 'enquiry form', kind: 'enquiry' },
    ],
    facts: ['Mumbai'],
  },
  {
    id: 'villas-goa',
    site: 'real estate',
    prompt:
      'luxury villas for sale in Goa, properties, a photo gallery, map and whatsapp +91 91234 56789',
    expect: [
      { asked: 'properties', kind: 'listings' },
      { asked: 'photo gallery', kind: 'gallery' },
      { asked: 'map', kind: 'map' },
      { asked: 'whatsapp', kind: 'social' },
    ],
    facts: ['Goa', '+91 91234 56789'],
  },
  {
    id: 'gym',
    site: 'gym',
    prompt:
      'a fitness gym called Iron Temple, bold red, with class timetable, trainers, membership pricing ₹1,500/month and a free trial',
    expect: [
      { asked: 'timetable', kind: 'schedule' },
      { asked: 'trainers', kind: 'team' },
      { asked: 'pricing', kind: 'pricing' },
      { asked: 'free trial', kind: 'trial' },
    ],
    facts: ['Iron Temple', '₹1,500'],
  },
  {
    id: 'yoga-berlin',
    site: 'yoga',
    prompt:
      'yoga studio Stillpoint in Berlin, calm, classes €15 each, schedule, teachers and newsletter',
    expect: [
      { asked: 'schedule', kind: 'schedule' },
      { asked: 'teachers', kind: 'team' },
      { asked: 'newsletter', kind: 'newsletter' },
    ],
    facts: ['Stillpoint', 'Berlin', '€15'],
  },
  {
    id: 'dental-clinic',
    site: 'clinic',
    prompt:
      'dental clinic Smile Care in Delhi with services and prices, our doctors, book an appointment, opening hours and faq. phone 011 2345 6789',
    expect: [
      { asked: 'services', kind: 'services' },
      { asked: 'doctors', kind: 'team' },
      { asked: 'book an appointment', kind: 'appointment' },
      { asked: 'opening hours', kind: 'hours' },
      { asked: 'faq', kind: 'faq' },
    ],
    facts: ['Smile Care', 'Delhi', '011 2345 6789'],
  },
  {
    id: 'clinic-days',
    site: 'clinic',
    prompt:
      'website for Dr. Mehta’s skin clinic in Surat. Open Monday to Saturday 10 am to 7 pm, Sunday 10 am to 1 pm. Show the timings and a way to book a visit. Phone 0261 246 8100',
    expect: [
      { asked: 'timings', kind: 'hours' },
      { asked: 'book a visit', kind: 'appointment' },
    ],
    facts: ['Surat', '10 am', '7 pm', '1 pm', '0261 246 8100'],
  },
  {
    id: 'tiffin-days',
    site: 'restaurant',
    prompt:
      "website for my tiffin service 'Annapurna Tiffins' in Pune. Order on WhatsApp 98220 12345. Weekly menu: Monday rajma chawal, Tuesday chole puri, Wednesday dal makhani",
    expect: [
      { asked: 'Weekly menu', kind: 'menu' },
      { asked: 'WhatsApp', kind: 'social' },
    ],
    facts: [
      'Annapurna Tiffins',
      'Pune',
      '98220 12345',
      'rajma chawal',
      'chole puri',
      'dal makhani',
    ],
  },
  {
    id: 'doctor-button',
    site: 'clinic',
    prompt:
      "clinic website for Dr. Anjali Rao, pediatrician in Mysuru. For emergencies call 98450 11111, appointments 0821 242 4242. Add a big 'Book a consultation' button",
    expect: [{ asked: 'appointments', kind: 'appointment' }],
    facts: ['Dr. Anjali Rao', 'Mysuru', '98450 11111', '0821 242 4242', 'Book a consultation'],
  },
  {
    id: 'physio',
    site: 'clinic',
    prompt: 'physiotherapy clinic, treatments, certifications, testimonials, appointment form',
    expect: [
      { asked: 'treatments', kind: 'services' },
      { asked: 'certifications', kind: 'awards' },
      { asked: 'testimonials', kind: 'testimonials' },
      { asked: 'appointment form', kind: 'appointment' },
    ],
    facts: [],
  },
  {
    id: 'salon',
    site: 'salon',
    prompt:
      'hair salon called Mane Street in Chennai, playful and colourful, services with prices, stylists, gallery, book online and instagram',
    expect: [
      { asked: 'book online', kind: 'booking' },
      { asked: 'services', kind: 'services' },
      { asked: 'stylists', kind: 'team' },
      { asked: 'gallery', kind: 'gallery' },
      { asked: 'instagram', kind: 'social' },
    ],
    facts: ['Mane Street', 'Chennai'],
  },
  // A person named after their role; a name the brief opens with; a barber's prices; a race;
  // dates to come under the brief's own word for them.
  {
    id: 'interior-designer',
    site: 'portfolio',
    prompt:
      'site for an interior designer, Nandini Iyer. portfolio of homes she has done, services and a contact form',
    expect: [
      { asked: 'portfolio', kind: 'gallery' },
      { asked: 'services', kind: 'services' },
      { asked: 'contact form', kind: 'contact' },
    ],
    facts: ['Nandini Iyer'],
  },
  {
    id: 'trail-race',
    site: 'event',
    prompt:
      'Sahyadri Monsoon Trail 2027 on 8 August — 21k and 42k categories, registration, route map and FAQ',
    expect: [
      { asked: 'registration', kind: 'rsvp' },
      { asked: 'map', kind: 'map' },
      { asked: 'FAQ', kind: 'faq' },
    ],
    facts: ['Sahyadri Monsoon Trail 2027', '8 August'],
  },
  {
    id: 'barber-nagpur',
    site: 'salon',
    prompt: 'gents barber in Nagpur, prices for cut, shave and head massage, booking, whatsapp',
    expect: [
      { asked: 'prices', kind: 'pricing' },
      { asked: 'booking', kind: 'appointment' },
    ],
    facts: ['Nagpur'],
  },
  {
    id: 'theatre-group',
    site: 'community',
    prompt:
      'theatre group in Bhopal called Rangmanch, about us, upcoming plays, photos of past shows',
    expect: [
      { asked: 'upcoming plays', kind: 'schedule' },
      { asked: 'photos', kind: 'gallery' },
    ],
    facts: ['Rangmanch', 'Bhopal'],
  },
  {
    id: 'travel-blog',
    site: 'blog',
    prompt:
      'a personal blog about hiking in the Himalayas with latest posts, an about me and a newsletter',
    expect: [
      { asked: 'latest posts', kind: 'posts' },
      { asked: 'about me', kind: 'about' },
      { asked: 'newsletter', kind: 'newsletter' },
    ],
    facts: [],
  },
  {
    id: 'food-blog',
    site: 'blog',
    prompt: 'food blog with indian recipes, five blog posts with filters by category and subscribe',
    expect: [
      { asked: 'five blog posts', kind: 'posts', count: 5 },
      { asked: 'filters', kind: 'filters' },
      { asked: 'subscribe', kind: 'newsletter' },
    ],
    facts: [],
  },
  {
    id: 'tuition',
    site: 'school',
    prompt:
      'maths tuition classes for grades 8-10 by Mrs Priya Iyer in Pune, batches schedule, fees, faq and enquiry form. call 98220 12345',
    expect: [
      { asked: 'fees', kind: 'pricing' },
      { asked: 'schedule', kind: 'schedule' },
      { asked: 'faq', kind: 'faq' },
      { asked: 'enquiry form', kind: 'enquiry' },
    ],
    facts: ['Priya Iyer', 'Pune', '98220 12345'],
  },
  {
    id: 'travel-agency',
    site: 'travel agency',
    prompt:
      'travel agency Wander India offering tour packages to Kerala and Ladakh, testimonials, a how it works section and get a quote form',
    expect: [
      { asked: 'packages', kind: 'pricing' },
      { asked: 'testimonials', kind: 'testimonials' },
      { asked: 'how it works', kind: 'steps' },
      { asked: 'get a quote', kind: 'enquiry' },
    ],
    facts: ['Wander India'],
  },
  {
    id: 'coworking',
    site: 'coworking',
    prompt:
      'coworking space in Koramangala, Bengaluru called Desk Club. day passes, monthly memberships, amenities, gallery, map and book a tour',
    expect: [
      { asked: 'book a tour', kind: 'booking' },
      { asked: 'amenities', kind: 'features' },
      { asked: 'memberships', kind: 'pricing' },
      { asked: 'gallery', kind: 'gallery' },
      { asked: 'map', kind: 'map' },
    ],
    facts: ['Desk Club', 'Bengaluru'],
  },
  {
    id: 'agency-london',
    site: 'agency',
    prompt:
      'marketing agency Northwind Partners in London, minimal and green, services, case studies, our team, clients logos and contact form. prices in £',
    expect: [
      { asked: 'services', kind: 'services' },
      { asked: 'case studies', kind: 'gallery' },
      { asked: 'our team', kind: 'team' },
      { asked: 'logos', kind: 'logos' },
      { asked: 'contact form', kind: 'contact' },
    ],
    facts: ['Northwind Partners', 'London'],
  },
  {
    id: 'law-firm',
    site: 'law firm',
    prompt:
      'law firm Mehta & Associates, navy, practice areas, our history timeline, awards and a consultation booking',
    expect: [
      { asked: 'practice areas', kind: 'services' },
      { asked: 'timeline', kind: 'timeline' },
      { asked: 'awards', kind: 'awards' },
      { asked: 'consultation', kind: 'appointment' },
    ],
    facts: ['Mehta & Associates'],
  },
  {
    id: 'band',
    site: 'band',
    prompt:
      'our band The Night Owls, dark, tour dates, music video, merch with cart and social links',
    expect: [
      { asked: 'tour dates', kind: 'schedule' },
      { asked: 'music video', kind: 'video' },
      { asked: 'merch', kind: 'products' },
      { asked: 'cart', kind: 'cart' },
      { asked: 'social links', kind: 'social' },
    ],
    facts: ['The Night Owls'],
  },
  {
    id: 'food-truck',
    site: 'food truck',
    prompt:
      'food truck Taco Loco — menu with vegan badges, where to find us this week (schedule), instagram @tacoloco and a call to action to order',
    expect: [
      { asked: 'menu', kind: 'menu' },
      { asked: 'schedule', kind: 'schedule' },
      { asked: 'instagram', kind: 'social' },
      { asked: 'call to action', kind: 'cta' },
    ],
    facts: ['Taco Loco', '@tacoloco'],
  },
  {
    id: 'pet-grooming',
    site: 'pet care',
    prompt:
      'pet grooming in Hyderabad called Fluff & Puff, services from ₹599, before and after photos, reviews, appointment booking and whatsapp 9876501234',
    expect: [
      { asked: 'services', kind: 'services' },
      { asked: 'photos', kind: 'gallery' },
      { asked: 'reviews', kind: 'testimonials' },
      { asked: 'appointment', kind: 'appointment' },
      { asked: 'whatsapp', kind: 'social' },
    ],
    facts: ['Fluff & Puff', 'Hyderabad', '₹599', '9876501234'],
  },
  {
    id: 'book-club',
    site: 'community',
    prompt:
      'a book club in Kolkata that meets every saturday at 6pm, schedule, members, faq and join form',
    expect: [
      { asked: 'join form', kind: 'contact' },
      { asked: 'members', kind: 'team' },
      { asked: 'schedule', kind: 'schedule' },
      { asked: 'faq', kind: 'faq' },
    ],
    facts: ['Kolkata', '6pm'],
  },
  {
    id: 'architect',
    site: 'portfolio',
    prompt:
      'architect portfolio showcasing residential projects, elegant, with projects filter, awards, a press kit download and contact',
    expect: [
      { asked: 'projects', kind: 'gallery' },
      { asked: 'filter', kind: 'filters' },
      { asked: 'awards', kind: 'awards' },
      { asked: 'download', kind: 'download' },
      { asked: 'contact', kind: 'contact' },
    ],
    facts: [],
  },
  {
    id: 'long-brief',
    site: 'cafe',
    prompt:
      'Hi! I run a small specialty coffee roastery and cafe called Third Wave Co. in Indiranagar, Bengaluru. We roast our own beans every week and sell them by the bag (250g bags from ₹650), we also do pour overs, cold brew and some bakes. I want a warm, earthy site that shows our story, the menu with prices, a shop for the beans with a cart, opening hours (we open 8am to 10pm, closed on Mondays), reviews from customers, our instagram @thirdwaveco and a map so people can find us. Email is hello@thirdwave.co. Please keep it simple and easy to read on phones.',
    expect: [
      { asked: 'our story', kind: 'about' },
      { asked: 'menu', kind: 'menu' },
      { asked: 'shop', kind: 'products' },
      { asked: 'cart', kind: 'cart' },
      { asked: 'opening hours', kind: 'hours' },
      { asked: 'reviews', kind: 'testimonials' },
      { asked: 'instagram', kind: 'social' },
      { asked: 'map', kind: 'map' },
    ],
    facts: [
      'Third Wave Co',
      'Bengaluru',
      '₹650',
      '8am',
      '10pm',
      '@thirdwaveco',
      'hello@thirdwave.co',
    ],
  },
  // Trades, a podcast and a place of worship: kinds of business the set had none of.
  {
    id: 'trade-electrician',
    site: 'home services',
    prompt:
      'Ravi Electricals, Bhopal - house wiring, inverter and fan repair, rate card, technicians, book a visit, available 24x7',
    expect: [
      { asked: 'rate card', kind: 'pricing' },
      { asked: 'technicians', kind: 'team' },
      { asked: 'book a visit', kind: 'booking' },
      { asked: 'available 24x7', kind: 'hours' },
    ],
    facts: ['Ravi Electricals', 'Bhopal', '24x7'],
  },
  {
    id: 'trade-ac-repair',
    site: 'home services',
    prompt:
      'CoolCare AC repair & service in Ahmedabad – split and window AC servicing, gas refilling, installation, service charges, available round the clock, book a technician',
    expect: [
      { asked: 'service charges', kind: 'pricing' },
      { asked: 'round the clock', kind: 'hours' },
      { asked: 'book a technician', kind: 'appointment' },
    ],
    facts: ['CoolCare', 'Ahmedabad'],
  },
  {
    id: 'trade-painter',
    site: 'home services',
    prompt:
      'house painting contractor in Kolkata: interior and exterior painting, waterproofing, rate per sq ft, before and after photos, get a free estimate',
    expect: [
      { asked: 'interior and exterior painting, waterproofing', kind: 'services' },
      { asked: 'before and after photos', kind: 'gallery' },
      { asked: 'get a free estimate', kind: 'enquiry' },
    ],
    facts: ['Kolkata'],
  },
  {
    id: 'podcast-true-crime',
    site: 'podcast',
    prompt:
      'Hindi true crime podcast Raat Ki Kahaani - all episodes, listen on youtube and spotify, about the hosts, contact for sponsorship',
    expect: [
      { asked: 'all episodes', kind: 'posts' },
      { asked: 'listen on youtube and spotify', kind: 'social' },
      { asked: 'contact', kind: 'contact' },
    ],
    facts: ['Raat Ki Kahaani', 'YouTube', 'Spotify'],
  },
  {
    id: 'podcast-short',
    site: 'podcast',
    prompt: 'site for my podcast about personal finance, episodes and subscribe links',
    expect: [{ asked: 'episodes', kind: 'posts' }],
    facts: [],
  },
  {
    id: 'masjid',
    site: 'community',
    prompt:
      'Masjid Al-Noor community website: prayer times, weekend quran classes for children, ramadan programme, our imam, donate for the new hall',
    expect: [
      { asked: 'ramadan programme', kind: 'schedule' },
      { asked: 'our imam', kind: 'team' },
      { asked: 'donate', kind: 'donation' },
    ],
    facts: ['Masjid Al-Noor'],
  },
  {
    id: 'boutique-hotel',
    site: 'homestay',
    prompt: 'boutique hotel in Goa with rooms and rates, photos, guest reviews, book a stay',
    expect: [
      { asked: 'rooms and rates', kind: 'pricing' },
      { asked: 'photos', kind: 'gallery' },
      { asked: 'guest reviews', kind: 'testimonials' },
      { asked: 'book a stay', kind: 'booking' },
    ],
    facts: ['Goa'],
  },
  {
    id: 'hostel-short',
    site: 'homestay',
    prompt: 'backpackers hostel in Manali with dorms, a cafe and weekend bonfires',
    expect: [],
    facts: ['Manali'],
  },
  {
    id: 'driving-lessons',
    site: 'school',
    prompt:
      'driving lessons for women in Bengaluru by Kavya, 15 day course fees, book a trial lesson',
    expect: [
      { asked: '15 day course fees', kind: 'pricing' },
      { asked: 'book a trial lesson', kind: 'appointment' },
    ],
    facts: ['Kavya', 'Bengaluru'],
  },
  {
    id: 'tiffin-owner',
    site: 'caterer',
    prompt: "Sunita's tiffin service in Andheri, veg lunch boxes, monthly plans, order on whatsapp",
    expect: [
      { asked: 'monthly plans', kind: 'pricing' },
      { asked: 'whatsapp', kind: 'social' },
    ],
    facts: ['Sunita', 'Andheri'],
  },
  {
    id: 'pet-boarding',
    site: 'pet care',
    prompt:
      'Happy Tails pet boarding and day care in Whitefield, rates per night, photos of our guests, book a stay, call 98450 22222',
    expect: [
      { asked: 'rates', kind: 'pricing' },
      { asked: 'photos', kind: 'gallery' },
      { asked: 'book a stay', kind: 'booking' },
    ],
    facts: ['Happy Tails', 'Whitefield', '98450 22222'],
  },
  {
    id: 'dog-walker',
    site: 'pet care',
    prompt: 'dog walking and pet sitting by Aditi in Koramangala, prices, reviews, book a walk',
    expect: [
      { asked: 'prices', kind: 'pricing' },
      { asked: 'reviews', kind: 'testimonials' },
      { asked: 'book a walk', kind: 'appointment' },
    ],
    facts: ['Aditi', 'Koramangala'],
  },
  // Briefs that price what they sell, each price on its own item.
  {
    id: 'sweets-priced',
    site: 'bakery',
    prompt: 'Mehta Sweets in Surat: kaju katli ₹900/kg, samosa ₹20, order online',
    expect: [],
    facts: ['Mehta Sweets', 'Surat', '₹900/kg', '₹20'],
    pricedItems: [
      ['kaju katli', '₹900/kg'],
      ['samosa', '₹20'],
    ],
  },
  {
    id: 'salon-priced',
    site: 'salon',
    prompt: 'Salon in Indore — haircut ₹300, beard trim ₹150, facial ₹800, book appointment',
    expect: [{ asked: 'book appointment', kind: 'appointment' }],
    facts: ['Indore', '₹300', '₹150', '₹800'],
    pricedItems: [
      ['haircut', '₹300'],
      ['beard trim', '₹150'],
      ['facial', '₹800'],
    ],
  },
  {
    id: 'momo-priced',
    site: 'food truck',
    prompt: 'Momo stall in Shillong: veg momos ₹60, chicken momos ₹90, thukpa ₹120',
    expect: [{ asked: 'veg momos, chicken momos, thukpa', kind: 'menu' }],
    facts: ['Shillong'],
    pricedItems: [
      ['veg momos', '₹60'],
      ['chicken momos', '₹90'],
      ['thukpa', '₹120'],
    ],
  },
  {
    id: 'car-wash-priced',
    site: 'home services',
    prompt: 'Car wash in Noida, basic wash ₹299, full detailing from ₹1,999, book a slot',
    expect: [{ asked: 'book a slot', kind: 'appointment' }],
    facts: ['Noida', '₹299', '₹1,999'],
    pricedItems: [
      ['basic wash', '₹299'],
      ['full detailing', '₹1,999'],
    ],
  },
  {
    id: 'bakery-from',
    site: 'bakery',
    prompt: 'Crumbs bakery in Pune, custom cakes from ₹450, cookies and breads, order on whatsapp',
    expect: [{ asked: 'order on whatsapp', kind: 'social' }],
    facts: ['Crumbs', 'Pune', '₹450'],
    pricedItems: [['custom cakes', '₹450']],
  },
];

/**
 * Briefs in the other languages template pages are written in: the page must be in the brief's
 * language (its `lang` and its text), with the items and prices it names and a contact form.
 */
const OTHER_LANGUAGE_PROMPTS: EvalPrompt[] = [
  {
    id: 'ta-mess',
    site: 'restaurant',
    language: 'ta',
    prompt:
      "மதுரையில் எங்கள் உணவகம் 'அம்மா மெஸ்' க்கு இணையதளம் வேண்டும். மதிய சாப்பாடு ₹120, இட்லி ₹40, தோசை ₹60. தொலைபேசி 94430 55667.",
    expect: [{ asked: 'மதிய சாப்பாடு ₹120', kind: 'pricing' }],
    facts: ['அம்மா மெஸ்', 'மதுரை', 'தோசை', '₹120', '₹40', '₹60', '94430 55667'],
  },
  {
    id: 'es-yoga',
    site: 'yoga',
    language: 'es',
    prompt:
      "Quiero una web para mi estudio de yoga 'Shanti' en Sevilla. Clase suelta 12 €, bono de 10 clases 100 €, mensual 55 €. Teléfono 954 12 34 56 y un formulario de contacto.",
    expect: [
      { asked: 'Clase suelta 12 €', kind: 'pricing' },
      { asked: 'formulario de contacto', kind: 'contact' },
    ],
    facts: ['Shanti', 'Sevilla', '12 €', '100 €', '55 €', '954 12 34 56'],
  },
  {
    id: 'hi-coaching',
    site: 'school',
    language: 'hi',
    prompt:
      "पटना में हमारी कोचिंग 'सफलता क्लासेस' की वेबसाइट बनाइए। गणित ₹1500 प्रति माह, विज्ञान ₹1800 प्रति माह। फ़ोन 93341 22110। संपर्क फ़ॉर्म चाहिए।",
    expect: [
      { asked: 'गणित ₹1500', kind: 'pricing' },
      { asked: 'संपर्क फ़ॉर्म', kind: 'contact' },
    ],
    facts: ['सफलता क्लासेस', 'पटना', 'विज्ञान', '₹1500', '₹1800', '93341 22110'],
  },
  {
    id: 'hi-tailor',
    site: 'shop',
    language: 'hi',
    prompt:
      "जयपुर में हमारी सिलाई की दुकान 'रंगरेज़ टेलर्स' के लिए वेबसाइट बनाइए। सेवाएँ: ब्लाउज़ सिलाई ₹450, कुर्ता सिलाई ₹600, अल्टरेशन ₹150 से। फ़ोन: 98290 12345। संपर्क फ़ॉर्म भी चाहिए।",
    expect: [
      { asked: 'सेवाएँ', kind: 'pricing' },
      { asked: 'संपर्क फ़ॉर्म', kind: 'contact' },
    ],
    facts: ['रंगरेज़ टेलर्स', 'जयपुर', 'ब्लाउज़ सिलाई', '₹450', '₹600', '₹150', '98290 12345'],
  },
  {
    id: 'hi-sweets',
    site: 'bakery',
    language: 'hi',
    prompt:
      "लखनऊ में 'मिठास' मिठाई की दुकान की वेबसाइट चाहिए। काजू कतली ₹900 प्रति किलो, रसगुल्ला ₹20, समोसा ₹15। फ़ोन 94150 22334 और संपर्क फ़ॉर्म",
    expect: [
      { asked: 'काजू कतली ₹900', kind: 'pricing' },
      { asked: 'संपर्क फ़ॉर्म', kind: 'contact' },
    ],
    facts: ['मिठास', 'लखनऊ', 'काजू कतली', '₹900', 'प्रति किलो', '₹20', '₹15', '94150 22334'],
  },
  {
    id: 'mr-bakery',
    site: 'bakery',
    language: 'mr',
    prompt:
      "पुण्यातील आमच्या बेकरी 'गोड घर' साठी वेबसाइट हवी आहे. केक ₹500 पासून, पाव ₹40, बिस्किटे ₹120. फोन 98220 11223. संपर्क फॉर्म हवा आहे.",
    expect: [
      { asked: 'केक ₹500', kind: 'pricing' },
      { asked: 'संपर्क फॉर्म', kind: 'contact' },
    ],
    facts: ['गोड घर', 'पुणे', 'बिस्किटे', '₹500', '₹40', '₹120', '98220 11223'],
  },
  {
    id: 'ta-tailor',
    site: 'shop',
    language: 'ta',
    prompt:
      "சென்னையில் உள்ள எங்கள் தையல் கடை 'அழகு டெய்லர்ஸ்' க்கு ஒரு இணையதளம் வேண்டும். சட்டை தைத்தல் ₹350, ரவிக்கை ₹450 முதல். தொலைபேசி 98400 12345.",
    expect: [{ asked: 'சட்டை தைத்தல் ₹350', kind: 'pricing' }],
    facts: ['அழகு டெய்லர்ஸ்', 'சென்னை', 'ரவிக்கை', '₹350', '₹450', '98400 12345'],
  },
  {
    id: 'bn-sweets',
    site: 'bakery',
    language: 'bn',
    prompt:
      "কলকাতায় আমাদের মিষ্টির দোকান 'মধুর মিষ্টি' এর জন্য একটি ওয়েবসাইট চাই। রসগোল্লা ₹20, সন্দেশ ₹25, মিষ্টি দই ₹80 থেকে। ফোন 98300 12345।",
    expect: [{ asked: 'রসগোল্লা ₹20', kind: 'pricing' }],
    facts: ['মধুর মিষ্টি', 'কলকাতা', 'সন্দেশ', '₹20', '₹25', '₹80', '98300 12345'],
  },
  {
    id: 'es-salon',
    site: 'salon',
    language: 'es',
    prompt:
      "Una página para nuestra peluquería 'Corte Fino' en Sevilla. Servicios: corte de pelo 15 €, tinte desde 40 €, peinado de novia 120 €. Teléfono 954 123 456 y un formulario de contacto.",
    expect: [
      { asked: 'Servicios', kind: 'pricing' },
      { asked: 'formulario de contacto', kind: 'contact' },
    ],
    facts: ['Corte Fino', 'Sevilla', 'peinado de novia', '15 €', '40 €', '120 €', '954 123 456'],
  },
  {
    id: 'fr-bakery',
    site: 'bakery',
    language: 'fr',
    prompt:
      "Un site pour ma boulangerie 'Le Pain Doré' à Lyon. Baguette 1,20 €, croissant 1,50 €, gâteau d'anniversaire à partir de 25 €. Téléphone 04 78 12 34 56, contact@paindore.fr",
    expect: [{ asked: 'Baguette 1,20 €', kind: 'pricing' }],
    facts: ['Le Pain Doré', 'Lyon', 'croissant', '1,20 €', '25 €', 'contact@paindore.fr'],
  },
  // Asking for parts the phrasebooks do not write: they come in English, and the page says so.
  {
    id: 'hi-boutique-parts',
    site: 'shop',
    language: 'hi',
    prompt:
      "इंदौर में हमारे बुटीक 'रंग महल' के लिए वेबसाइट बनाइए। लहंगा सिलाई ₹2500, सूट सिलाई ₹800। फ़ोटो गैलरी और ग्राहकों की राय भी दिखाइए। फ़ोन 98930 12345",
    expect: [
      { asked: 'लहंगा सिलाई ₹2500', kind: 'pricing' },
      { asked: 'फ़ोटो गैलरी', kind: 'gallery' },
      { asked: 'ग्राहकों की राय', kind: 'testimonials' },
    ],
    facts: ['रंग महल', 'इंदौर', '₹2500', '₹800', '98930 12345'],
  },
  {
    id: 'es-cafe-parts',
    site: 'cafe',
    language: 'es',
    prompt:
      "web para mi cafetería 'La Taza' en Málaga: café con leche 1,80 €, tostada 3 €. quiero un mapa para llegar y preguntas frecuentes. teléfono 952 11 22 33",
    expect: [
      { asked: 'café con leche 1,80 €', kind: 'pricing' },
      { asked: 'mapa', kind: 'map' },
      { asked: 'preguntas frecuentes', kind: 'faq' },
    ],
    facts: ['La Taza', 'Málaga', '1,80 €', '3 €', '952 11 22 33'],
  },
];

export const EVAL_PROMPTS: EvalPrompt[] = [
  ...ENGLISH_PROMPTS,
  ...OTHER_LANGUAGE_PROMPTS,
  ...TOOL_PROMPTS,
  ...VAGUE_PROMPTS,
];

/**
 * Input a builder must survive: another language, nonsense, a very long prompt, markup. Each
 * must give a page or a clear error, and show the prompt's text only as text.
 */
export const EDGE_PROMPTS: { id: string; prompt: string }[] = [
  { id: 'hindi', prompt: 'मेरी बेकरी के लिए एक वेबसाइट बनाइए जिसमें मेन्यू और संपर्क फ़ॉर्म हो' },
  { id: 'spanish', prompt: 'una página web para mi cafetería en Madrid con menú y reservas' },
  { id: 'nonsense', prompt: 'asdf qwerty zxcv' },
  {
    id: 'very-long',
    prompt:
      `a website for a bakery with ${'fresh bread, cakes and pastries, '.repeat(150)}and a contact form`.slice(
        0,
        5000,
      ),
  },
  {
    id: 'markup',
    prompt:
      'a shop called <script>alert(1)</script><img src=x onerror=alert(2)> "Evil & Co" with products',
  },
];
