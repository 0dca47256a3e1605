import { listed, type Phrasebook } from './phrasebook';

export const BENGALI: Phrasebook = {
  tag: 'bn',
  and: 'ও',
  headings: { services: 'আমাদের পরিষেবা', prices: 'পরিষেবা ও দাম', contact: 'যোগাযোগ করুন' },
  frame: { skipToContent: 'মূল বিষয়বস্তুতে যান', mainMenu: 'প্রধান', darkMode: 'ডার্ক মোড' },
  pricing: { askAbout: (item) => `${item} সম্পর্কে জানুন`, from: 'থেকে শুরু' },
  form: {
    name: 'নাম',
    email: 'ইমেল',
    message: 'বার্তা',
    optional: '(ঐচ্ছিক)',
    send: 'বার্তা পাঠান',
    thanks: 'আমরা শীঘ্রই আপনার সঙ্গে যোগাযোগ করব।',
  },
  cities: [
    'কলকাতা',
    'ঢাকা',
    'চট্টগ্রাম',
    'শিলিগুড়ি',
    'হাওড়া',
    'দুর্গাপুর',
    'আসানসোল',
    'খুলনা',
    'সিলেট',
    'রাজশাহী',
    'শান্তিনিকেতন',
  ],
  fromWords: /^(?:থেকে|থেকে শুরু)$/u,
  ownThing: /(?:আমার|আমাদের)\s+((?:[^\s,।'"]+\s+){0,3}?[^\s,।'"]+?)(?:ের|র)?\s+জন্য/u,
  untitled: 'স্বাগতম',
  copy: {
    heroLine: (where, offers) =>
      [where ? `${where}।` : '', offers.length ? `${listed(offers.slice(0, 3), 'ও')}।` : '']
        .filter(Boolean)
        .join(' ') || 'স্বাগতম।',
    heroAction: 'পরিষেবা দেখুন',
    pricesIntro: 'কোনো পরিষেবা সম্পর্কে জানতে তার বোতামে চাপুন।',
    contactIntro: ({ phone, email }) =>
      [
        'আপনার প্রশ্ন বা অর্ডার লিখুন, আমরা আপনার সঙ্গে যোগাযোগ করব।',
        phone ? `আপনি আমাদের ${phone} নম্বরে ফোনও করতে পারেন।` : '',
        email ? `অথবা ${email} ঠিকানায় ইমেল করুন।` : '',
      ]
        .filter(Boolean)
        .join(' '),
    tagline: (where) => (where ? `${where} — আপনার সেবায়` : 'আপনার সেবায়'),
    footer: (name) => `© ${name}`,
  },
  script: {
    menu: 'মেনু',
    fillIn: 'অনুগ্রহ করে আপনার {label} লিখুন।',
    tick: 'অনুগ্রহ করে এই বাক্সে টিক দিন।',
    chooseOne: 'অনুগ্রহ করে একটি বেছে নিন।',
    validEmail: 'অনুগ্রহ করে একটি সঠিক ইমেল ঠিকানা লিখুন।',
    validPhone: 'অনুগ্রহ করে একটি সঠিক ফোন নম্বর লিখুন।',
    fixFields: 'অনুগ্রহ করে চিহ্নিত ঘরগুলি ঠিক করুন।',
    thankYou: 'ধন্যবাদ!',
    thankYouName: 'ধন্যবাদ, {name}!',
    preview: '(এটি প্রিভিউ: সাইট প্রকাশিত হলে এখানে পাঠানো বার্তা আপনার কাছে পৌঁছাবে।)',
    sending: 'পাঠানো হচ্ছে…',
    notSent: 'দুঃখিত, এটি পাঠানো যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
    offline: 'এটি পাঠানো যায়নি। অনুগ্রহ করে আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  },
};
