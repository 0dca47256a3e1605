import type { Subject } from './subject';

/**
 * A food business that seats no one: a caterer cooks for the guests at someone's event, a tiffin
 * service (a dabba, a mess, a meal plan) sends meals every day. Neither has a dining room,
 * walk-ins or a table to book, and neither says what only its owner knows (how far it delivers,
 * how many guests it can feed, what a price includes).
 */
export interface Catering {
  /** What the hero asks a visitor to do. */
  invite: string;
  /** What such a business is called, where its name already says what it is ("a caterer"). */
  called: string;
  /** What it does, after what it is ("The Spice Pot is a caterer in Pune"). */
  about: (isWhat: string) => string;
  promises: [string, string][];
  /** What its photos show. */
  scenes: string[];
  /** Sample reviews, marked as samples on the page. */
  quotes: (name: string) => string[];
  questions: (city: string | undefined) => [string, string][];
  /** What the contact form asks for. */
  contact: string;
  /** Who works there, for a team section. */
  roles: string[];
  /** How ordering works, for a steps section. */
  steps: [string, string][];
  /** A closing call to action and its button. */
  cta: [string, string];
  /** Taglines, from the offer as a heading says it ("Wedding catering") and where. */
  taglines: (offer: string, where: string) => string[];
}

/** A caterer's words: it cooks for other people's events. */
export const CATERS = /\b(?:caterers?|catering)\b/i;
/**
 * A tiffin service's words: it sends meals every day, by the week or the month. A "tiffin café"
 * or a "tiffin centre" is a place to eat tiffin (idli, dosa) at a table.
 */
export const SENDS_MEALS =
  /\b(?:tiffins?(?!\s+(?:caf[eé]|cafes|centre|center|hotel|rooms?|house|stall|shop|joint|point)(?![a-z]))|dabbas?|mess|meal (?:plans?|subscriptions?)|lunch ?box(?:es)?|home chefs?|cloud kitchens?)\b/i;

/** A place people eat at, named last in what a business is ("tiffin café", "pure veg restaurant"). */
const AT_TABLES =
  /\b(?:caf[eé]|cafes|restaurant|bistro|diner|dhaba|canteen|eatery|cafeteria|pub|bar|tearoom|teahouse|pizzeria|parlour)$/i;

const FOR_EVENTS: Catering = {
  invite: 'Tell us the date and how many guests, and we send you a quote.',
  called: 'a caterer',
  about: (isWhat) =>
    `${isWhat}: a menu planned with you, cooked for your guests and ready when they are.`,
  promises: [
    ['A menu planned with you', 'Dishes chosen for your guests, your occasion and your budget'],
    ['The price agreed first', 'You know the price per plate before you book'],
    ['Ready on time', 'Food ready when your guests are'],
    ['Any occasion', 'A small lunch at home or a large celebration, planned the same way'],
  ],
  scenes: ['The spread', 'Our kitchen', 'Ready to serve', 'At an event', 'Plated'],
  quotes: (name) => [
    'Our guests are still talking about the food',
    `${name} planned the menu with us and got every dish right`,
    'Everything was ready on time, and hot',
    `We will book ${name} for every family occasion`,
  ],
  questions: () => [
    [
      'How many guests can you cook for?',
      'Tell us your numbers and the date, and we tell you what we can do',
    ],
    [
      'Can we choose the menu?',
      'Yes. We plan it with you and give you a price per plate before you book',
    ],
    [
      'How early should we book?',
      'As early as you can: write to us with the date and we tell you if it is free',
    ],
    ['What does the price include?', 'Your quote says what is included, dish by dish'],
  ],
  contact: 'Tell us the date, the place and how many guests, and we send you a quote.',
  roles: ['Head chef', 'Chef', 'Events manager', 'Service lead'],
  steps: [
    ['Tell us', 'The date, the place and how many guests'],
    ['Plan the menu', 'We choose the dishes with you and agree the price'],
    ['Enjoy the day', 'The food is ready when your guests are'],
  ],
  cta: ['Planning an event?', 'Get a quote'],
  taglines: (offer, where) => [
    `${offer} for your guests${where}.`,
    `${offer}, planned with you${where}.`,
  ],
};

const DAILY_MEALS: Catering = {
  invite: 'Tell us where you are and which meals you want.',
  called: 'a home kitchen',
  about: (isWhat) => `${isWhat}: simple meals, the way food is cooked at home.`,
  promises: [
    ['Home-style food', 'Simple meals, the way they are cooked at home'],
    ['A plan that suits you', 'Lunch, dinner or both, for as long as you want'],
    ['Ask us first', 'Questions about the food or the plan? Call or write to us'],
  ],
  scenes: ['Today’s meal', 'Our kitchen', 'Packed and ready', 'A full plate', 'Cooking'],
  quotes: (name) => [
    'It tastes like home',
    `I have lunch from ${name} every working day`,
    'Simple, fresh and never too oily',
    `I recommend ${name} to everyone who lives away from home`,
  ],
  questions: (city) => [
    [
      'Where do you deliver?',
      `${city ? `In ${city}. ` : ''}Tell us your address and we tell you if we reach it`,
    ],
    [
      'What is on the menu?',
      'Simple home-style meals that change through the week; ask us for this week’s menu',
    ],
    ['How do I start?', 'Tell us your address and which meals you want, and we call you to start'],
    ['How do I pay?', 'We tell you how to pay when you start'],
  ],
  contact: 'Tell us where you are and which meals you want, and we call you to start.',
  roles: ['Head cook', 'Cook', 'Deliveries', 'Orders'],
  steps: [
    ['Choose', 'Lunch, dinner or both'],
    ['Tell us where', 'Your home or your office'],
    ['Eat well', 'Your meals, on the days you choose'],
  ],
  cta: ['Missing home food?', 'Start your meals'],
  taglines: (offer, where) => [`${offer}, for every day${where}.`, `${offer}, like home${where}.`],
};

/** A baker's words: one who bakes to order ("home baker", "cake baker"), not a bakery's counter. */
export const BAKES_TO_ORDER = /\b(?:home[- ]?bak(?:er|ers|ery)|baker)\b/i;

/** A baker's: cakes and bakes made to order, picked up or sent, no counter to walk in to. */
const TO_ORDER: Catering = {
  invite: 'Tell us what you would like and when, and we bake it for you.',
  called: 'a baker',
  about: (isWhat) => `${isWhat}, baking to order for the day you want it.`,
  promises: [
    ['Baked to order', 'Made for the day you want it'],
    ['Tell us what you want', 'A flavour, a size, a message on top: ask us'],
    ['Ask us first', 'Questions about a cake or an order? Call or write to us'],
  ],
  scenes: ['Fresh from the oven', 'A cake for a birthday', 'Packed for you', 'Baking', 'Icing'],
  quotes: (name) => [
    'The cake was the star of the party',
    `${name} made exactly what we asked for`,
    'Fresh, and on time for the day',
    `We order from ${name} for every birthday`,
  ],
  questions: (city) => [
    [
      'How early should I order?',
      'As early as you can: tell us the day, and we tell you if we can bake for it',
    ],
    ['Can you make it my way?', 'Tell us the flavour, the size and any message, and we tell you'],
    [
      'How do I get my order?',
      `${city ? `In ${city}: ` : ''}ask us when you order, and we tell you how`,
    ],
    ['How do I pay?', 'We tell you how to pay when you order'],
  ],
  contact: 'Tell us what you would like and the day you want it, and we get back to you.',
  roles: ['Baker', 'Baker', 'Orders', 'Deliveries'],
  steps: [
    ['Tell us', 'What you would like, and the day'],
    ['We bake it', 'Fresh, for that day'],
    ['Enjoy it', 'Picked up or sent to you, as agreed'],
  ],
  cta: ['Celebrating soon?', 'Place an order'],
  taglines: (offer, where) => [
    `${offer}, baked to order${where}.`,
    `${offer}, made for your day${where}.`,
  ],
};

/** How a food business that seats no one speaks, if the subject is one. */
export function cateringOf(
  subject: Pick<Subject, 'flavour' | 'business' | 'offer'>,
): Catering | undefined {
  // A café or a restaurant has tables, whatever it serves ("a tiffin café").
  if (subject.flavour !== 'food' || AT_TABLES.test(subject.business)) return undefined;
  const words = `${subject.business} ${subject.offer}`;
  if (SENDS_MEALS.test(words)) return DAILY_MEALS;
  if (BAKES_TO_ORDER.test(subject.business)) return TO_ORDER;
  return CATERS.test(words) ? FOR_EVENTS : undefined;
}
